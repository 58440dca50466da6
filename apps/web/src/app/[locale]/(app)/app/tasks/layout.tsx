import { scopedLayout } from "~/components/scoped-messages";

export default scopedLayout("tasks");
