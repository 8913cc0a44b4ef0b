/**
 * The API admits only requests that came through CloudFront: the secret origin header with the
 * current secret, or the previous one during a rotation.
 */
import { describe, expect, it } from "vitest";
import { admitFromEdge, ORIGIN_SECRET_HEADER, parseOriginSecrets } from "../../../functions/src/edge/origin";

const CURRENT = "c".repeat(40);
const PREVIOUS = "p".repeat(40);

describe("admitFromEdge", () => {
  it("admits the current secret and, during a rotation, the previous one", () => {
    expect(admitFromEdge({ [ORIGIN_SECRET_HEADER]: CURRENT }, [CURRENT])).toBe(true);
    expect(admitFromEdge({ [ORIGIN_SECRET_HEADER]: PREVIOUS }, [CURRENT, PREVIOUS])).toBe(true);
    expect(admitFromEdge({ [ORIGIN_SECRET_HEADER]: CURRENT }, [CURRENT, PREVIOUS])).toBe(true);
  });

  it.each([
    ["no header (a direct call to the execute-api endpoint)", {}],
    ["an empty header", { [ORIGIN_SECRET_HEADER]: "" }],
    ["a wrong secret", { [ORIGIN_SECRET_HEADER]: "x".repeat(40) }],
    ["the previous secret once the rotation is over", { [ORIGIN_SECRET_HEADER]: PREVIOUS }],
    ["a prefix of the secret", { [ORIGIN_SECRET_HEADER]: CURRENT.slice(0, 39) }],
    ["the secret with more after it", { [ORIGIN_SECRET_HEADER]: `${CURRENT}x` }],
    ["the secret twice, as a repeated header arrives", { [ORIGIN_SECRET_HEADER]: `${CURRENT},${CURRENT}` }],
    ["the secret under another header", { "x-origin-verified": CURRENT }],
  ])("refuses %s", (_, headers) => {
    expect(admitFromEdge(headers, [CURRENT])).toBe(false);
  });

  it("reads the header whatever its case", () => {
    expect(admitFromEdge({ "X-Origin-Verify": CURRENT }, [CURRENT])).toBe(true);
  });

  it("admits everything when no secret is configured (local runs), and nothing changes that once one is", () => {
    expect(admitFromEdge({}, [])).toBe(true);
    expect(admitFromEdge(undefined, [])).toBe(true);
    expect(admitFromEdge(undefined, [CURRENT])).toBe(false);
  });
});

describe("parseOriginSecrets", () => {
  it("takes the comma-separated secrets, current first, ignoring blanks", () => {
    expect(parseOriginSecrets(`${CURRENT}, ${PREVIOUS},`)).toEqual([CURRENT, PREVIOUS]);
    expect(parseOriginSecrets("")).toEqual([]);
    expect(parseOriginSecrets(undefined)).toEqual([]);
  });
});
