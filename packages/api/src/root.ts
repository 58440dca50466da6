import { adminRouter } from "./routers/admin";
import { aiRouter } from "./routers/ai";
import { authRouter } from "./routers/auth";
import { billingRouter } from "./routers/billing";
import { devRouter } from "./routers/dev";
import { newsletterRouter } from "./routers/newsletter";
import { onboardingRouter } from "./routers/onboarding";
import { tasksRouter } from "./routers/tasks";
import { teamRouter } from "./routers/team";
import { userRouter } from "./routers/user";
import { createCallerFactory, createTRPCRouter, publicProcedure } from "./trpc";

export const appRouter = createTRPCRouter({
  health: publicProcedure.query(() => ({ ok: true as const })),
  auth: authRouter,
  user: userRouter,
  onboarding: onboardingRouter,
  team: teamRouter,
  billing: billingRouter,
  tasks: tasksRouter,
  ai: aiRouter,
  newsletter: newsletterRouter,
  dev: devRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
