import base, { boundaries } from "@teamkit/eslint-config/base";
import react from "@teamkit/eslint-config/react";

export default [...base, ...react, boundaries(["db", "i18n", "validators"])];
