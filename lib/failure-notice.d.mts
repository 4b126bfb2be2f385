// Types of lib/failure-notice.mjs (the project compiles TypeScript only).
export type FailureNotice = {
  failed(fields?: Record<string, unknown>): void;
  recovered(fields?: Record<string, unknown>): void;
};

export declare function failureNotice(
  event: string,
  message: string,
  back?: { event: string; message: string },
): FailureNotice;

export declare function errorFields(error: unknown): { error: string; code: string | undefined };
