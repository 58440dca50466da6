import { describe, expect, it } from "vitest";

import {
  AnswerTwoFactorForm,
  AnswerTwoFactorWithAppForm,
  AnswerTwoFactorWithRecoveryForm,
  AvatarIdInput,
  ChangePasswordInput,
  RequestMagicLinkInput,
  ResetPasswordForm,
  ResetPasswordInput,
  SignInInput,
  VerifyOtpForm,
  VerifyOtpInput,
} from "../src/auth";
import { PASSWORD_MAX_LENGTH } from "../src/password";
import { MailedTokenInput } from "../src/schemas";
import { keys } from "./issue-keys";

const STRONG = "Passw0rd!";

describe("SignInInput", () => {
  it("accepts any stored password, however weak, and normalizes the address", () => {
    expect(SignInInput.parse({ email: " Ada@Example.com ", password: "a" })).toEqual({
      email: "ada@example.com",
      password: "a",
    });
  });

  it("says Required for an empty password and too long past the bound hashing allows", () => {
    expect(keys(SignInInput.safeParse({ email: "ada@example.com", password: "" }))).toEqual([
      "validation.required",
    ]);
    const tooLong = "x".repeat(PASSWORD_MAX_LENGTH + 1);
    expect(keys(SignInInput.safeParse({ email: "ada@example.com", password: tooLong }))).toEqual([
      "validation.stringTooLong",
    ]);
  });
});

describe("RequestMagicLinkInput", () => {
  it("says Invalid email for a malformed address", () => {
    expect(keys(RequestMagicLinkInput.safeParse({ email: "ada@" }))).toEqual([
      "validation.invalidEmail",
    ]);
  });
});

describe("VerifyOtpInput", () => {
  it("takes the form's code with the address it was mailed to", () => {
    expect(VerifyOtpInput.parse({ email: "ada@example.com", code: " 123456 " })).toEqual({
      email: "ada@example.com",
      code: "123456",
    });
  });

  it("needs the address the form does not hold", () => {
    expect(VerifyOtpForm.safeParse({ code: "123456" }).success).toBe(true);
    expect(keys(VerifyOtpInput.safeParse({ code: "123456" }))).toEqual(["validation.required"]);
  });
});

describe("AnswerTwoFactorWithAppForm and AnswerTwoFactorWithRecoveryForm", () => {
  const code = (schema: typeof AnswerTwoFactorForm, value: string) =>
    keys(schema.safeParse({ code: value, trust: false }));

  it("asks the authenticator field for the app's code only, and says so", () => {
    expect(code(AnswerTwoFactorWithAppForm, " 123 456 ")).toEqual([]);
    for (const wrong of ["", "123", "abcd-efgh-ijkl-mnop"]) {
      expect(code(AnswerTwoFactorWithAppForm, wrong), wrong).toEqual(["validation.appCode"]);
    }
  });

  it("asks the recovery field for a recovery code only, and says so", () => {
    expect(code(AnswerTwoFactorWithRecoveryForm, "ABCD-efgh-2345-67ab")).toEqual([]);
    for (const wrong of ["", "123456", "abcd-efgh"]) {
      expect(code(AnswerTwoFactorWithRecoveryForm, wrong), wrong).toEqual([
        "validation.recoveryCode",
      ]);
    }
  });

  it("accepts nothing the procedure's input would refuse", () => {
    for (const value of ["123456", "abcd-efgh-2345-67ab"]) {
      expect(code(AnswerTwoFactorForm, value), value).toEqual([]);
    }
  });
});

describe("ResetPasswordInput", () => {
  it("applies the rules of a new password", () => {
    expect(keys(ResetPasswordForm.safeParse({ password: "password" }))).toEqual([
      "validation.passwordUppercase",
      "validation.passwordNumber",
      "validation.passwordSpecial",
    ]);
  });

  it("needs the link's token besides the form's password", () => {
    expect(ResetPasswordInput.safeParse({ token: "t0k3n", password: STRONG }).success).toBe(true);
    expect(keys(ResetPasswordInput.safeParse({ token: "", password: STRONG }))).toEqual([
      "validation.required",
    ]);
  });
});

describe("ChangePasswordInput", () => {
  it("checks only the new password against the rules", () => {
    expect(
      ChangePasswordInput.safeParse({ currentPassword: "a", newPassword: STRONG }).success,
    ).toBe(true);
    expect(
      keys(ChangePasswordInput.safeParse({ currentPassword: STRONG, newPassword: "Passw0rd" })),
    ).toEqual(["validation.passwordSpecial"]);
  });
});

describe("MailedTokenInput", () => {
  it("refuses control characters and tokens past 512 characters", () => {
    expect(keys(MailedTokenInput.safeParse({ token: "a\u0000b" }))).toEqual([
      "validation.controlCharacters",
    ]);
    expect(keys(MailedTokenInput.safeParse({ token: "a".repeat(513) }))).toEqual([
      "validation.stringTooLong",
    ]);
  });
});

describe("AvatarIdInput", () => {
  it("accepts an id and refuses an empty one", () => {
    expect(AvatarIdInput.parse({ id: " abc " })).toEqual({ id: "abc" });
    expect(keys(AvatarIdInput.safeParse({ id: "" }))).toEqual(["validation.required"]);
  });
});
