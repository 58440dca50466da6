import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { Notice } from "../src/notice";

afterEach(cleanup);

describe("Notice", () => {
  it("announces errors and warnings at once, successes and infos politely", () => {
    render(
      <>
        <Notice tone="error" title="Link not sent" />
        <Notice tone="warning">Check your inbox</Notice>
        <Notice tone="success">Sent</Notice>
        <Notice tone="info">Note</Notice>
      </>,
    );
    expect(screen.getAllByRole("alert").map((n) => n.dataset.tone)).toEqual(["error", "warning"]);
    expect(screen.getAllByRole("status").map((n) => n.dataset.tone)).toEqual(["success", "info"]);
  });

  it("shows the title above the body", () => {
    render(
      <Notice tone="info" title="Set a password">
        <p>Body</p>
      </Notice>,
    );
    const notice = screen.getByRole("status");
    expect(notice.firstElementChild?.textContent).toBe("Set a password");
    expect(notice.textContent).toBe("Set a passwordBody");
  });
});
