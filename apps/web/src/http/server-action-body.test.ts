import { describe, expect, it } from "vitest";

import { isUndecodableAction } from "./server-action-body";

function action(body: BodyInit, contentType: string, headers: Record<string, string> = {}) {
  return new Request("http://localhost/", {
    method: "POST",
    body,
    headers: { "content-type": contentType, "next-action": "60" + "a".repeat(40), ...headers },
  });
}

describe("isUndecodableAction", () => {
  it("accepts what React's client sends: encoded arguments as text or multipart", async () => {
    expect(await isUndecodableAction(action('["$K1"]', "text/plain;charset=UTF-8"))).toBe(false);
    const form = new FormData();
    form.set("0", '["$K1"]');
    form.set("1_email", "ada@example.com");
    const encoded = new Response(form);
    const type = encoded.headers.get("content-type") ?? "";
    expect(await isUndecodableAction(action(await encoded.arrayBuffer(), type))).toBe(false);
  });

  it("refuses a body that is neither a JSON array nor a parsable multipart form", async () => {
    expect(await isUndecodableAction(action("garbage", "text/plain;charset=UTF-8"))).toBe(true);
    expect(await isUndecodableAction(action('{"a":1}', "application/json"))).toBe(true);
    expect(await isUndecodableAction(action("garbage", "multipart/form-data; boundary=xx"))).toBe(
      true,
    );
  });

  it("leaves requests that are not server-action posts alone", async () => {
    const page = new Request("http://localhost/", { method: "POST", body: "garbage" });
    expect(await isUndecodableAction(page)).toBe(false);
    expect(await isUndecodableAction(new Request("http://localhost/"))).toBe(false);
  });
});
