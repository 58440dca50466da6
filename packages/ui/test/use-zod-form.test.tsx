import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import type { TranslateIssue } from "../src/use-zod-form";
import { FormField } from "../src/form-field";
import { Input } from "../src/input";
import { Select } from "../src/select";
import {
  applyServerErrors,
  registerCommitted,
  setCommittedValue,
  useZodForm,
  zodIssueResolver,
} from "../src/use-zod-form";
import { eventually } from "./eventually";

afterEach(cleanup);

const schema = z.object({
  email: z
    .string()
    .min(1, { error: "Required" })
    .pipe(z.email({ error: "Invalid email" })),
  role: z.enum(["owner", "member"], { error: "Choose a role" }),
});

function SignupForm({
  translateIssue,
  onValid = () => {},
}: {
  translateIssue?: TranslateIssue;
  onValid?: () => void;
}) {
  const form = useZodForm(schema, {
    translateIssue,
    defaultValues: { email: "", role: "" as "owner" },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormField label="Email" error={errors.email?.message}>
        <Input {...form.register("email")} />
      </FormField>
      <FormField label="Role" error={errors.role?.message}>
        <Select {...registerCommitted(form, "role")}>
          <option value="">—</option>
          <option value="owner">Owner</option>
          <option value="member">Member</option>
        </Select>
      </FormField>
      <button type="submit">Sign up</button>
    </form>
  );
}

/** A form that empties itself once sent, as an invite form does; the cursor stays in the field. */
function InviteAgainForm() {
  const form = useZodForm(z.object({ email: schema.shape.email }), {
    defaultValues: { email: "" },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => form.reset({ email: "" }))}>
      <FormField label="Email" error={errors.email?.message}>
        <Input {...form.register("email")} />
      </FormField>
      <button type="submit">Invite</button>
    </form>
  );
}

describe("useZodForm", () => {
  it("after a reset, leaving the emptied field says nothing; editing or submitting checks again", async () => {
    const user = userEvent.setup();
    render(<InviteAgainForm />);
    const email = screen.getByLabelText("Email");
    await user.type(email, "ada@example.com{Enter}");
    await eventually(() => expect((email as HTMLInputElement).value).toBe(""));
    expect(document.activeElement).toBe(email);
    await user.tab();
    expect(screen.queryByRole("alert")).toBeNull();

    await user.click(email);
    await user.type(email, "ada");
    await user.tab();
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email");

    await user.clear(email);
    await user.type(email, "ada@example.com{Enter}");
    await eventually(() => expect((email as HTMLInputElement).value).toBe(""));
    await user.click(screen.getByRole("button", { name: "Invite" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Required");
  });

  it("does not validate while typing but validates on blur", async () => {
    const user = userEvent.setup();
    render(<SignupForm />);
    const email = screen.getByLabelText("Email");

    await user.type(email, "ada");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(email.hasAttribute("aria-invalid")).toBe(false);

    await user.tab();
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
  });

  it("keeps the error while the value is corrected and clears it on blur", async () => {
    const user = userEvent.setup();
    render(<SignupForm />);
    const email = screen.getByLabelText("Email");
    await user.type(email, "ada");
    await user.tab();
    await screen.findByRole("alert");

    await user.type(email, "@example.com");
    expect(screen.getByText("Invalid email")).toBeDefined();

    await user.tab();
    await eventually(() => expect(screen.queryByText("Invalid email")).toBeNull());
    expect(email.hasAttribute("aria-invalid")).toBe(false);
  });

  it("validates a committed choice on change, without waiting for blur", async () => {
    const user = userEvent.setup();
    render(<SignupForm />);
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect((await screen.findAllByRole("alert")).map((alert) => alert.textContent)).toEqual([
      "Required",
      "Choose a role",
    ]);

    const role = screen.getByLabelText("Role");
    await user.selectOptions(role, "owner");
    // Focus is still on the select: only a change-time validation can have cleared its error.
    expect(document.activeElement).toBe(role);
    await eventually(() => expect(role.hasAttribute("aria-invalid")).toBe(false));
  });

  it("passes whole issues, input included, to translateIssue", async () => {
    const user = userEvent.setup();
    const seen: z.core.$ZodIssue[] = [];
    const translateIssue: TranslateIssue = (issue) => {
      seen.push(issue);
      return `${issue.code} at ${issue.path.join(".")}`;
    };
    render(<SignupForm translateIssue={translateIssue} />);
    await user.click(screen.getByLabelText("Email"));
    await user.tab();
    expect((await screen.findByRole("alert")).textContent).toBe("too_small at email");
    expect(seen.find((issue) => issue.path[0] === "email")).toHaveProperty("input", "");
  });

  it("scrolls to the first invalid field when it was focused already", async () => {
    const scrollIntoView = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    try {
      render(<SignupForm />);
      const email = screen.getByLabelText("Email");
      email.focus();
      fireEvent.submit(email.closest("form") as HTMLFormElement);
      await eventually(() => expect(scrollIntoView).toHaveBeenCalledWith({ block: "nearest" }));
      expect(scrollIntoView.mock.contexts[0]).toBe(email);
      expect(document.activeElement).toBe(email);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it("submits the parsed output when the values are valid", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<SignupForm onValid={onValid} />);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.selectOptions(screen.getByLabelText("Role"), "member");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    await eventually(() =>
      expect(onValid).toHaveBeenCalledWith(
        { email: "ada@example.com", role: "member" },
        expect.anything(),
      ),
    );
  });
});

describe("setCommittedValue", () => {
  it("sets the value and validates it at once", async () => {
    const { result } = renderHook(() =>
      useZodForm(schema, { defaultValues: { email: "ada@example.com", role: "owner" } }),
    );
    act(() => {
      setCommittedValue(result.current, "role", "admin" as "owner");
    });
    await eventually(() =>
      expect(result.current.getFieldState("role").error?.message).toBe("Choose a role"),
    );
    expect(result.current.getFieldState("role").isTouched).toBe(true);
  });
});

describe("zodIssueResolver", () => {
  it("keeps the first message per field and nests dotted paths", async () => {
    const nested = z.object({
      team: z.object({
        name: z.string().min(3, { error: "first" }).regex(/^a/, { error: "second" }),
      }),
    });
    const resolve = zodIssueResolver(nested);
    const result = await resolve({ team: { name: "b" } }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({
      team: { name: { type: "too_small", message: "first", ref: undefined } },
    });
  });

  it("collects every message of a field when criteriaMode is all", async () => {
    const nested = z.object({
      name: z.string().min(3, { error: "first" }).regex(/^a/, { error: "second" }),
    });
    const result = await zodIssueResolver(nested)({ name: "b" }, undefined, {
      fields: {},
      criteriaMode: "all",
      shouldUseNativeValidation: false,
    });
    expect(result.errors.name?.types).toEqual({ too_small: "first", invalid_format: "second" });
  });
});

describe("applyServerErrors", () => {
  it("shows the first server message per field and puts pathless ones on root", () => {
    const { result } = renderHook(() => {
      const form = useZodForm(schema);
      // Reading errors subscribes the hook to them, as a component showing them would.
      void form.formState.errors;
      return form;
    });
    act(() => {
      applyServerErrors(result.current, [
        { path: "email", message: "This email is already in use." },
        { path: "email", message: "second" },
        { path: "", message: "Could not create account" },
      ]);
    });
    expect(result.current.getFieldState("email").error).toMatchObject({
      type: "server",
      message: "This email is already in use.",
    });
    expect(result.current.formState.errors.root?.server?.message).toBe("Could not create account");
  });

  it("keeps a field's server error through blur until its value changes, then clears it at once", async () => {
    const user = userEvent.setup();
    let rendered: ReturnType<typeof useZodForm<typeof schema>> | undefined;
    const current = () => {
      if (!rendered) throw new Error("the form has not rendered");
      return rendered;
    };
    const expose = (form: ReturnType<typeof useZodForm<typeof schema>>) => {
      rendered = form;
    };
    function Form({ onForm }: { onForm: typeof expose }) {
      const form = useZodForm(schema, { defaultValues: { email: "", role: "owner" } });
      useEffect(() => onForm(form));
      return (
        <form noValidate>
          <FormField label="Email" error={form.formState.errors.email?.message}>
            <Input {...form.register("email")} />
          </FormField>
          <button type="button">Elsewhere</button>
        </form>
      );
    }
    render(<Form onForm={expose} />);
    const email = screen.getByLabelText("Email");
    await user.type(email, "taken@example.com");
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    act(() => {
      applyServerErrors(current(), [{ path: "email", message: "This email is already in use." }]);
    });
    expect(await screen.findByText("This email is already in use.")).toBeTruthy();

    // Focus and blur re-validate the field: the value is unchanged, so the server's word stands.
    await user.click(email);
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.getByText("This email is already in use.")).toBeTruthy();
    expect(await current().trigger()).toBe(false);

    // Typing clears it at once, before any blur, so nothing moves under a following click.
    await user.type(email, "x");
    expect(screen.queryByText("This email is already in use.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.queryByText("This email is already in use.")).toBeNull();
    expect(await current().trigger()).toBe(true);
  });
});
