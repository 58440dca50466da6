import { linkEmail } from "./link-email";

export interface NewUserProps {
  url: string;
  name?: string | null;
}

export const newUserEmail = linkEmail<NewUserProps>({
  messages: "newUser",
  greeting: ({ name }) => name,
  previewProps: {
    url: "http://localhost:3000/verify-email?token=preview-token",
    name: "Ada Lovelace",
  },
});
