import { Text } from "@react-email/components";

import { styles } from "./styles";

/** A one-time code below the button, for the screen that asks for it instead of the link. */
export function CodeBlock({ intro, code }: { intro: string; code: string }) {
  return (
    <>
      <Text className="tk-text" style={{ ...styles.text, marginTop: "24px" }}>
        {intro}
      </Text>
      <Text className="tk-code" style={styles.code}>
        {code}
      </Text>
    </>
  );
}
