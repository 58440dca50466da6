import { fuzzProcedures } from "./fuzz-suite";

fuzzProcedures(0, 2);
