/**
 * Why a transaction was cancelled, as the stores read it: the SDK's list when it carries one,
 * else the list in the message; any other error is no cancellation (the stores pass it on).
 * The store tests against DynamoDB Local exercise the listed form; the message form is built here.
 */
import { describe, expect, it } from "vitest";
import { cancellationReasons } from "../../../functions/src/store/table";

const cancelled = (message: string, extra: object = {}) => Object.assign(new Error(message), { name: "TransactionCanceledException", ...extra });

describe("cancellationReasons", () => {
  it("reads the SDK's list, one code per write", () => {
    expect(cancellationReasons(cancelled("Transaction cancelled [ignored]", { CancellationReasons: [{ Code: "None" }, { Code: "ConditionalCheckFailed", Message: "x" }] })))
      .toEqual(["None", "ConditionalCheckFailed"]);
  });

  it("reads the list in the message when the SDK carries none", () => {
    expect(cancellationReasons(cancelled("Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed, ValidationError]")))
      .toEqual(["None", "ConditionalCheckFailed", "ValidationError"]);
    expect(cancellationReasons(cancelled("Transaction cancelled [ConditionalCheckFailed]"))).toEqual(["ConditionalCheckFailed"]);
    expect(cancellationReasons(cancelled("Transaction cancelled"))).toEqual([]);
  });

  it("any other error, or none, is no cancellation", () => {
    expect(cancellationReasons(Object.assign(new Error("Cannot do operations on a non-existent table [x]"), { name: "ResourceNotFoundException" }))).toBeNull();
    expect(cancellationReasons(undefined)).toBeNull();
  });
});
