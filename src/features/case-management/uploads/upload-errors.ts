import { FieldValidationError } from "~/server/plugins/errors";
import { ATTACHMENT_ERRORS } from "../schema";

export type AttachmentErrorKey = keyof typeof ATTACHMENT_ERRORS;

/** Too large answers 413 (the wizard shows submitErrorFileSize); the other refusals 400. */
const STATUS: Record<AttachmentErrorKey, number> = {
  tooManyFiles: 400,
  typeNotAllowed: 400,
  fileTooLarge: 413,
  totalTooLarge: 413,
  emptyFile: 400,
  badFileName: 400,
};

/** An upload refused by the attachment rules (spec 001 sections 5 and 9). */
export class AttachmentError extends Error {
  constructor(
    readonly key: AttachmentErrorKey,
    /** The refused file's name, when it is one we may repeat (logs never get it). */
    readonly fileName?: string,
  ) {
    super(`attachment refused: ${key}`);
    this.name = "AttachmentError";
  }

  get status(): number {
    return STATUS[this.key];
  }

  /** The API's answer: the field of the files with the translated message. */
  toFieldError(field: string): FieldValidationError {
    return new FieldValidationError(
      [{ field, messageKey: ATTACHMENT_ERRORS[this.key] }],
      this.status === 413 ? "payload_too_large" : "invalid_file",
      this.status,
    );
  }
}
