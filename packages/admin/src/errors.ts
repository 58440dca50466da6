import { AppError } from "@teamkit/validators";

export function userNotFound(): AppError {
  return new AppError("NOT_FOUND", { messageKey: "admin.errors.userNotFound" });
}

export function adminTargetRefused(): AppError {
  return new AppError("FORBIDDEN", { messageKey: "admin.errors.adminTarget" });
}
