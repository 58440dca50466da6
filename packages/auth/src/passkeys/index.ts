export type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
export { counterAccepted } from "./counter";
export type { PasskeyListItem } from "./manage";
export { deletePasskey, listPasskeys, removePassword, renamePasskey } from "./manage";
export { MAX_PASSKEYS, passkeyRegistrationOptions, registerPasskey } from "./registration";
export {
  isPasskeyHost,
  passkeysOffered,
  passkeysUnavailableError,
  relyingParty,
} from "./relying-party";
export type { PasskeySignInDeps } from "./sign-in";
export { passkeySignInOptions, signInWithPasskey } from "./sign-in";
