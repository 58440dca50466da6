"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

import { Button } from "@teamkit/ui/button";

import { AccountStep } from "./account-step";
import { TeamStep } from "./team-step";

/** A team offered on the team step: one the user is in, or one that invited them. */
export interface OfferedTeam {
  id: string;
  name: string;
  role: "owner" | "member";
  joined: boolean;
}

const STEPS = ["account", "team"] as const;

/**
 * The onboarding steps with "Step x of total": the account step, then the team step. Going back
 * keeps what was entered; the server remembers the step, so a reload resumes where the user was.
 */
export function OnboardingFlow({
  initialStep,
  email,
  name,
  image,
  teams,
  invitations,
}: {
  initialStep: (typeof STEPS)[number];
  email: string;
  name: string | null;
  image: string | null;
  teams: OfferedTeam[];
  invitations: OfferedTeam[];
}) {
  const t = useTranslations("onboarding");
  const [step, setStep] = useState(initialStep);
  const [savedName, setSavedName] = useState(name ?? "");
  const index = STEPS.indexOf(step) + 1;
  const root = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  // The button that changed the step went with the old one: the new step's heading takes the
  // focus, so the keyboard goes on from there and a screen reader says which step this is.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const heading = root.current?.querySelector("h1");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [step]);

  return (
    <div ref={root} className="grid gap-6 [&_h1]:outline-none">
      <div className="grid gap-2">
        <p className="text-sm font-medium text-gray-600 dark:text-gray-400">
          {t("stepOf", { step: index, total: STEPS.length })}
        </p>
        <div className="flex gap-1.5" aria-hidden>
          {STEPS.map((s, i) => (
            <span
              key={s}
              className={`h-1.5 flex-1 rounded-full ${i < index ? "bg-primary" : "bg-gray-200 dark:bg-gray-800"}`}
            />
          ))}
        </div>
      </div>
      {step === "account" ? (
        <AccountStep
          name={savedName}
          email={email}
          image={image}
          onDone={(saved) => {
            setSavedName(saved);
            setStep("team");
          }}
        />
      ) : (
        <>
          <TeamStep offered={[...teams, ...invitations]} />
          <Button
            type="button"
            variant="link"
            className="justify-self-start"
            onClick={() => setStep("account")}
          >
            {t("back")}
          </Button>
        </>
      )}
    </div>
  );
}
