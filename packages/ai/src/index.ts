// The assistant's domain: configuration, model, simulated model, tools, conversations, quota.
export {};
