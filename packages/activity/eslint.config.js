import base, { boundaries } from "@teamkit/eslint-config/base";

export default [...base, boundaries(["db"])];
