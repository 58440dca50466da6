import base, { boundaries } from "@teamkit/eslint-config/base";

export default [...base, boundaries(["activity", "db", "email", "i18n", "validators"])];
