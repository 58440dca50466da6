/** The signed-in user the account screens load (`user.me`). */
export const me = {
  id: "u1",
  name: "Ada",
  email: "ada@example.com",
  image: null,
  role: "user",
  locale: "en",
  emailVerified: new Date(),
  onboardingStep: "complete",
  hasPassword: true,
};
