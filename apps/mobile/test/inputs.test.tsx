import type { TextStyle } from "react-native";

import { screen, within } from "@testing-library/react-native";
import { StyleSheet } from "react-native";

import { ChipField, chipOptions } from "../src/components/chip";
import { EmailField } from "../src/components/email-field";
import { TextField } from "../src/components/text-field";
import { SignInScreen } from "../src/features/sign-in/sign-in-screen";
import { SignUpScreen } from "../src/features/sign-up/sign-up-screen";
import { renderApp } from "./render";

describe("inputs as a phone offers them", () => {
  it("types an address with the email keyboard, without capitals or corrections", () => {
    renderApp(<EmailField />);
    expect(screen.getByLabelText("Email").props).toMatchObject({
      inputMode: "email",
      autoCapitalize: "none",
      autoCorrect: false,
      autoComplete: "email",
    });
  });

  it("capitalizes each word of a name", () => {
    renderApp(<SignUpScreen />);
    expect(screen.getByLabelText("Name").props.autoCapitalize).toBe("words");
  });

  it("shows a multi-line field a few lines tall, a one-line field one line", () => {
    renderApp(
      <>
        <TextField label="Description" multiline />
        <TextField label="Title" />
      </>,
    );
    const height = (label: string) =>
      StyleSheet.flatten(screen.getByLabelText(label).props.style as TextStyle).minHeight;
    expect(height("Description")).toBeGreaterThanOrEqual(88);
    expect(height("Title")).toBe(44);
  });

  it("announces a radio group's chips as radios", () => {
    renderApp(
      <ChipField
        label="Status"
        options={chipOptions(["todo", "done"], (value) => value)}
        selected="todo"
        onSelect={() => {}}
      />,
    );
    const group = screen.getByLabelText("Status");
    expect(within(group).getAllByRole("radio")).toHaveLength(2);
    expect(within(group).getByRole("radio", { name: "todo" })).toBeChecked();
  });

  it("offers the sign-in methods as radios", () => {
    renderApp(<SignInScreen />);
    const methods = screen.getByLabelText("How to sign in");
    expect(within(methods).getAllByRole("radio")).toHaveLength(2);
  });
});
