export interface PageFigures {
  performance: number;
  accessibility: number;
  seo: number;
  cls: number;
  jsRatio: number; // JS bytes ÷ the bare page's
  lcpRatio: number; // LCP ÷ the bare page's
  external: number; // requests to any other host
}

export interface Goal {
  id: string;
  short: string; // column label in the Goals column ("perf")
  text: string; // the goal as the issue states it
  pass: (f: PageFigures) => boolean;
  value: (f: PageFigures) => string;
}

export const PAGE_GOALS: Goal[] = [
  {
    id: "performance",
    short: "perf",
    text: "Lighthouse performance ≥ 95",
    pass: (f) => f.performance >= 95,
    value: (f) => String(f.performance),
  },
  {
    id: "accessibility",
    short: "a11y",
    text: "Lighthouse accessibility = 100",
    pass: (f) => f.accessibility === 100,
    value: (f) => String(f.accessibility),
  },
  {
    id: "seo",
    short: "seo",
    text: "Lighthouse SEO = 100",
    pass: (f) => f.seo === 100,
    value: (f) => String(f.seo),
  },
  {
    id: "js",
    short: "js",
    text: "JS ≤ 1.2× bare",
    pass: (f) => f.jsRatio <= 1.2,
    value: (f) => `${f.jsRatio.toFixed(2)}×`,
  },
  {
    id: "lcp",
    short: "lcp",
    text: "LCP ≤ 1.3× bare",
    pass: (f) => f.lcpRatio <= 1.3,
    value: (f) => `${f.lcpRatio.toFixed(2)}×`,
  },
  {
    id: "cls",
    short: "cls",
    text: "CLS ≤ 0.01",
    pass: (f) => f.cls <= 0.01,
    value: (f) => f.cls.toFixed(3),
  },
  {
    id: "external",
    short: "ext",
    text: "no request to another host",
    pass: (f) => f.external === 0,
    value: (f) => String(f.external),
  },
];

export const THROUGHPUT_GOAL = {
  id: "throughput",
  text: "throughput of / ≥ 0.5× bare",
  path: "/",
  pass: (ratio: number) => ratio >= 0.5,
};
