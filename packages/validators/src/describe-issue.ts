import type { z } from "zod";

import type { ValidationKey } from "./validation-keys";
import { isValidationKey } from "./validation-keys";

export type AnyZodIssue = z.core.$ZodIssue | z.core.$ZodRawIssue;

export type MessageValues = Record<string, string | number>;

export interface IssueDescription {
  key: ValidationKey;
  values: MessageValues;
}

const MISSING_MESSAGE = /received (undefined|null)$/;

/** What a minimum and a maximum say, by origin. */
const BOUND_KEYS = {
  too_small: {
    name: "minimum",
    step: 1,
    string: "validation.stringTooShort",
    number: "validation.numberTooSmall",
    numberExclusive: "validation.numberTooSmallExclusive",
    array: "validation.arrayTooSmall",
    date: "validation.dateTooEarly",
  },
  too_big: {
    name: "maximum",
    step: -1,
    string: "validation.stringTooLong",
    number: "validation.numberTooBig",
    numberExclusive: "validation.numberTooBigExclusive",
    array: "validation.arrayTooBig",
    date: "validation.dateTooLate",
  },
} as const;

/** What a value of the wrong type should have been, by zod's name for the type. */
const EXPECTED_KEYS = new Map<string, ValidationKey>([
  ["date", "validation.invalidDate"],
  ["string", "validation.expectedString"],
  ["number", "validation.expectedNumber"],
  ["nan", "validation.expectedNumber"],
  ["bigint", "validation.expectedNumber"],
  ["int", "validation.expectedInteger"],
  ["boolean", "validation.expectedBoolean"],
  ["array", "validation.expectedArray"],
  ["tuple", "validation.expectedArray"],
  ["set", "validation.expectedArray"],
]);

const UUID_FORMATS = new Set(["uuid", "uuidv4", "uuidv6", "uuidv7", "guid"]);

/** Pure, so the same mapping serves the error map, server-side field errors and tests. */
export function describeIssue(issue: AnyZodIssue): IssueDescription {
  const field = fieldName(issue.path ?? []);
  const describe = (key: ValidationKey, values: MessageValues = {}): IssueDescription => ({
    key,
    values: field === undefined ? values : { field, ...values },
  });
  // Without a field name "{field} is not valid." cannot be said, so the generic text stands in.
  const notValid = () =>
    describe(field === undefined ? "validation.invalidInput" : "validation.invalidField");

  // A schema that names its own message by key (`.min(6, "validation.otpTooShort")`) has the last word.
  if (isValidationKey(issue.message)) return describe(issue.message, keyedValues(issue));

  switch (issue.code) {
    case "invalid_type": {
      if (isMissing(issue) || issue.expected === "nonoptional")
        return describe("validation.required");
      const key = EXPECTED_KEYS.get(issue.expected);
      return key ? describe(key) : notValid();
    }

    case "too_small":
    case "too_big": {
      const keys = BOUND_KEYS[issue.code];
      const bound = Number(issue.code === "too_small" ? issue.minimum : issue.maximum);
      const isInclusive = issue.inclusive !== false;
      const atBound = { [keys.name]: bound };
      // A count names the last one allowed: past an exclusive bound by one.
      const count = { [keys.name]: isInclusive ? bound : bound + keys.step };
      switch (issue.origin) {
        case "string":
          if (issue.exact) return describe("validation.stringExactLength", { length: bound });
          // An empty required text field reads better as "Required" than "at least 1 character".
          if (issue.code === "too_small" && bound <= 1 && isInclusive)
            return describe("validation.required");
          return describe(keys.string, count);
        case "number":
        case "int":
        case "bigint":
          return describe(isInclusive ? keys.number : keys.numberExclusive, atBound);
        case "array":
        case "set":
          if (issue.exact) return describe("validation.arrayExactSize", { length: bound });
          return describe(keys.array, count);
        case "date":
          return describe(keys.date, atBound);
        default:
          return notValid();
      }
    }

    case "invalid_format": {
      const format = issue.format;
      if (format === "email") return describe("validation.invalidEmail");
      if (format === "url") return describe("validation.invalidUrl");
      if (UUID_FORMATS.has(format)) return describe("validation.invalidUuid");
      if (format === "date" || format === "datetime") return describe("validation.invalidDate");
      if (format === "time") return describe("validation.invalidTime");
      if (format === "starts_with")
        return describe("validation.mustStartWith", { prefix: stringProp(issue, "prefix") });
      if (format === "ends_with")
        return describe("validation.mustEndWith", { suffix: stringProp(issue, "suffix") });
      if (format === "includes")
        return describe("validation.mustInclude", { includes: stringProp(issue, "includes") });
      // A pattern means nothing to a user; naming the field is the most helpful thing left.
      if (format === "regex" && field !== undefined) return notValid();
      return describe("validation.invalidFormat");
    }

    case "not_multiple_of":
      return describe("validation.notMultipleOf", { divisor: Number(issue.divisor) });

    case "invalid_value": {
      const [only] = issue.values;
      if (issue.values.length === 1) {
        // `z.literal(true)` is how a must-tick checkbox (accept the terms) is written.
        if (only === true) return describe("validation.required");
        return describe("validation.mustEqual", { expected: String(only) });
      }
      return describe("validation.invalidOption", { options: joinOptions(issue.values) });
    }

    case "invalid_union": {
      if ("options" in issue && Array.isArray(issue.options) && issue.options.length > 0) {
        return describe("validation.invalidOption", { options: joinOptions(issue.options) });
      }
      if (isMissing(issue) || everyBranchMissing(issue.errors))
        return describe("validation.required");
      return describe("validation.invalidInput");
    }

    case "unrecognized_keys":
    case "invalid_key":
    case "invalid_element":
      return describe("validation.invalidInput");

    default:
      return notValid();
  }
}

function fieldName(path: readonly PropertyKey[]): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const segment = path[i];
    if (typeof segment === "string" && segment !== "") return segment;
  }
  return undefined;
}

/** A final issue keeps only zod's default message, which ends in "received undefined". */
function isMissing(issue: AnyZodIssue): boolean {
  if ("input" in issue) return issue.input === undefined || issue.input === null;
  return typeof issue.message === "string" && MISSING_MESSAGE.test(issue.message);
}

function everyBranchMissing(branches: readonly (readonly z.core.$ZodIssue[])[]): boolean {
  return (
    branches.length > 0 &&
    branches.every(
      (issues) =>
        issues.length > 0 &&
        issues.every((i) => i.code === "invalid_type" && i.path.length === 0 && isMissing(i)),
    )
  );
}

function keyedValues(issue: AnyZodIssue): MessageValues {
  const values: MessageValues = {};
  if (issue.code === "too_small") values.minimum = Number(issue.minimum);
  if (issue.code === "too_big") values.maximum = Number(issue.maximum);
  if (issue.code === "custom" && issue.params) {
    for (const [name, value] of Object.entries(issue.params as Record<string, unknown>)) {
      if (typeof value === "string" || typeof value === "number") values[name] = value;
    }
  }
  return values;
}

function stringProp(issue: object, name: string): string {
  const value = (issue as Record<string, unknown>)[name];
  return typeof value === "string" ? value : "";
}

function joinOptions(options: readonly unknown[]): string {
  return options.map((option) => String(option)).join(", ");
}
