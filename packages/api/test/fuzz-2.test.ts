import { fuzzProcedures } from "./fuzz-suite";

fuzzProcedures(1, 2);
