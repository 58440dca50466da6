export type { ChallengeAnswer } from "./challenge";
export {
  answerTwoFactorChallenge,
  MAX_CHALLENGE_ATTEMPTS,
  MAX_WRONG_CODES_PER_HOUR,
} from "./challenge";
export type { TwoFactorStatus } from "./credentials";
export {
  beginTwoFactor,
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  removeTwoFactor,
  twoFactorStatus,
  verifySecondFactor,
} from "./credentials";
export { RECOVERY_CODE_COUNT } from "./recovery-codes";
export { TOTP_PERIOD_S, totpStep } from "./totp";
export { TRUSTED_BROWSER_DAYS, TRUSTED_BROWSER_MS } from "./trusted-browsers";
