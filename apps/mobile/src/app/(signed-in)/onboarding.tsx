import { titledRoute } from "../../components/titled-route";
import { OnboardingScreen } from "../../features/onboarding/onboarding-screen";

export default titledRoute("onboarding.metaTitle", OnboardingScreen);
