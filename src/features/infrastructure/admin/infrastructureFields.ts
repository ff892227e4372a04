export const ALL_FIELDS_REQUIRED = '❌ All fields including priority are required.';
export const UPLOAD_OR_SAVE_FAILED = '❌ Failed to upload or save.';
