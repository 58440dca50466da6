import base, { boundariesExcept } from "@teamkit/eslint-config/base";

export default [...base, boundariesExcept(["activity", "api", "ui"])];
