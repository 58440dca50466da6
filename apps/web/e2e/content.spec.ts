import type { Page } from "@playwright/test";

import { listEntries } from "~/content/loader";

import { expect, test } from "./support/fixtures";
import { contentPages, LOCALES, prefix } from "./support/public-pages";

const TEXT = {
  en: { docs: "Documentation", notFound: "Page Not Found" },
  de: { docs: "Dokumentation", notFound: "Seite nicht gefunden" },
} as const;

/** Parses XML in the browser and fails on any parser error. */
async function parseXml(page: Page, xml: string): Promise<void> {
  const error = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    return doc.getElementsByTagName("parsererror")[0]?.textContent ?? null;
  }, xml);
  expect(error).toBeNull();
}

for (const locale of LOCALES) {
  test.describe(`content (${locale})`, () => {
    test("/docs opens the first guide, with a permanent redirect", async ({ page, request }) => {
      // Permanent, so search engines index the guide and credit links to /docs to it.
      const response = await request.get(`${prefix(locale)}/docs`, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers().location).toMatch(
        new RegExp(`${prefix(locale)}/docs/getting-started$`),
      );
      await page.goto(`${prefix(locale)}/docs`);
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/docs/getting-started$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // So does a section's folder, to the section's first page.
      for (const folder of ["architecture", "configuration"]) {
        const section = await request.get(`${prefix(locale)}/docs/${folder}`, { maxRedirects: 0 });
        expect(section.status(), folder).toBe(308);
        const first = listEntries("docs", locale).find((entry) =>
          entry.slug.startsWith(`${folder}/`),
        );
        expect(section.headers().location).toMatch(
          new RegExp(`${prefix(locale)}/docs/${first?.slug}$`),
        );
      }
    });

    test("an unknown blog slug, docs path or legal page is the route's own 404 'Page Not Found'", async ({
      page,
    }) => {
      for (const path of ["/blog/no-such-post", "/docs/no/such/page", "/legal/no-such-page"]) {
        const response = await page.goto(`${prefix(locale)}${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(
          page.getByRole("heading", { level: 1, name: TEXT[locale].notFound, exact: true }),
          path,
        ).toBeVisible();
        await expect(page.getByText("404", { exact: true })).toBeVisible();
      }
    });

    test("the blog index lists every post with its cover, date, author and reading time", async ({
      page,
    }) => {
      await page.goto(`${prefix(locale)}/blog`);
      const posts = listEntries("blog", locale);
      const articles = page.locator("main article");
      await expect(articles).toHaveCount(posts.length);
      for (const [index, post] of posts.entries()) {
        const article = articles.nth(index);
        await expect(article.getByRole("heading", { level: 2 })).toHaveText(post.metadata.title);
        await expect(article.getByRole("img", { name: post.metadata.coverAlt })).toBeVisible();
        await expect(article.locator("time")).toHaveAttribute("datetime", post.metadata.date);
        await expect(article).toContainText(post.metadata.author);
        await expect(article).toContainText(
          locale === "en"
            ? `${post.readingMinutes} min read`
            : `${post.readingMinutes} Min. Lesezeit`,
        );
      }
      // Newest first, opened by its title.
      const first = posts[0];
      if (!first) throw new Error("no blog posts");
      await articles.first().getByRole("link", { name: first.metadata.title }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/blog/${first.slug}$`));
    });

    test("docs: the sidebar marks the current page, and previous/next follow the sidebar order", async ({
      page,
    }) => {
      const docs = listEntries("docs", locale);
      const [first, second, third] = docs;
      if (!first || !second || !third) throw new Error("fewer than three docs pages");
      await page.goto(`${prefix(locale)}/docs/${first.slug}`);
      const sidebar = page.getByRole("navigation", { name: TEXT[locale].docs });
      await expect(sidebar.locator("[aria-current=page]")).toHaveText(first.metadata.title);

      const pager = page.getByRole("navigation", {
        name: locale === "en" ? "More pages" : "Weitere Seiten",
      });
      await pager.getByRole("link", { name: new RegExp(second.metadata.title) }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/docs/${second.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.metadata.title);
      await expect(sidebar.locator("[aria-current=page]")).toHaveText(second.metadata.title);

      await pager.getByRole("link", { name: new RegExp(third.metadata.title) }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(third.metadata.title);
      await pager.getByRole("link", { name: new RegExp(second.metadata.title) }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.metadata.title);

      // A nested page, straight from the sidebar.
      const nested = docs.find((entry) => entry.slug.includes("/"));
      if (!nested) throw new Error("no nested docs page");
      await sidebar.getByRole("link", { name: nested.metadata.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/docs/${nested.slug}$`));
      await expect(sidebar.locator("[aria-current=page]")).toHaveText(nested.metadata.title);
    });

    test("docs: one navigation, always shown on wide screens and folded away on small ones", async ({
      page,
    }) => {
      await page.goto(`${prefix(locale)}/docs/getting-started`);
      const sidebar = page.getByRole("navigation", { name: TEXT[locale].docs });
      // The page carries it once, for every screen size.
      await expect(page.locator("nav", { has: page.locator("a[aria-current=page]") })).toHaveCount(
        1,
      );
      await expect(sidebar).toBeVisible();
      await expect(page.locator("details.docs-nav > summary")).toBeHidden();

      await page.setViewportSize({ width: 390, height: 800 });
      await expect(sidebar).toBeHidden();
      await page.locator("details.docs-nav > summary").click();
      await expect(sidebar).toBeVisible();
      await expect(sidebar.locator("[aria-current=page]")).toBeVisible();
    });
  });
}

test.describe("docs search", () => {
  test("finds a page by a word of its title; the result opens it", async ({ page }) => {
    await page.goto("/docs/getting-started");
    const search = page.getByRole("combobox", { name: "Search the documentation" });
    await search.click();
    await search.fill("rate");
    const results = page.getByRole("listbox", { name: "Search results" });
    const result = results.getByRole("option", { name: /^Rate limits/ });
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(/\/docs\/architecture\/rate-limits$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rate limits");
  });

  test("searches the German index on German pages and stays in German", async ({ page }) => {
    await page.goto("/de/docs/getting-started");
    const search = page.getByRole("combobox", { name: "Dokumentation durchsuchen" });
    await search.fill("Umgebungsvariablen");
    await page
      .getByRole("listbox", { name: "Suchergebnisse" })
      .getByRole("option", { name: /^Umgebungsvariablen/ })
      .click();
    await expect(page).toHaveURL(/\/de\/docs\/configuration\/environment-variables$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Umgebungsvariablen");
  });

  test("hears what was typed before the page's scripts ran, in the input it was typed into", async ({
    page,
  }) => {
    // The scripts wait until the text is in, so it lands in the server-rendered input unheard.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto("/docs/getting-started", { waitUntil: "domcontentloaded" });
    const search = page.getByRole("combobox", { name: "Search the documentation" });
    const typedInto = await search.elementHandle();
    await search.fill("xylophone");
    release();
    await expect(page.getByRole("search").getByRole("status")).toHaveText(
      "No page matches “xylophone”.",
    );
    await expect(search).toHaveValue("xylophone");
    // Still the same node, focused: nothing swaps the input while the scripts arrive.
    expect(await typedInto.evaluate((node) => node === document.activeElement)).toBe(true);
  });

  test("the arrow keys pick a result and Enter opens it; Escape empties the box", async ({
    page,
  }) => {
    await page.goto("/docs/getting-started");
    const search = page.getByRole("combobox", { name: "Search the documentation" });
    const results = page.getByRole("listbox", { name: "Search results" });
    await search.fill("rate");
    await expect(results.getByRole("option", { name: /^Rate limits/ })).toBeVisible();
    await expect(search).toHaveAttribute("aria-expanded", "true");
    await search.press("Escape");
    await expect(search).toHaveValue("");
    await expect(results).toBeHidden();
    await expect(search).toHaveAttribute("aria-expanded", "false");

    await search.fill("rate");
    const options = results.getByRole("option");
    await expect(options.first()).toBeVisible();
    // Up from no result goes to the last, and down from there wraps to the first.
    await search.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await search.press("ArrowDown");
    const first = options.first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(results.locator("[aria-selected=true]")).toHaveCount(1);
    await expect(search).toHaveAttribute(
      "aria-activedescendant",
      (await first.getAttribute("id")) ?? "",
    );
    const href = (await first.getAttribute("href")) ?? "a link";
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[/.]/g, "\\$&")}$`));
  });

  test("says so when nothing matches", async ({ page }) => {
    await page.goto("/docs/getting-started");
    await page.getByRole("combobox", { name: "Search the documentation" }).fill("xylophone");
    await expect(page.getByRole("search").getByRole("status")).toHaveText(
      "No page matches “xylophone”.",
    );
  });
});

test.describe("navigation and SEO", () => {
  test("a docs page preloads its many links at most 4 at a time, header and sidebar together", async ({
    page,
  }) => {
    let active = 0;
    let peak = 0;
    const preloaded = new Set<string>();
    await page.route("**/*", async (route) => {
      const headers = route.request().headers();
      if (headers["next-router-prefetch"] !== "1" && !headers["next-router-segment-prefetch"])
        return route.fallback();
      active += 1;
      peak = Math.max(peak, active);
      preloaded.add(new URL(route.request().url()).pathname);
      // Held, so preloads that overlap are seen overlapping.
      await new Promise((resolve) => setTimeout(resolve, 400));
      try {
        await route.fallback();
      } finally {
        active -= 1;
      }
    });
    await page.goto("/docs/getting-started");
    await expect.poll(() => preloaded.size, { timeout: 20_000 }).toBeGreaterThan(8);
    expect(peak).toBeLessThanOrEqual(4);
  });

  test("the header and footer lead to the blog, docs, changelog and legal pages", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.getByRole("navigation", { name: "Main navigation" });
    await header.getByRole("link", { name: "Blog" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    await header.getByRole("link", { name: "Docs" }).click();
    await expect(page).toHaveURL(/\/docs\/getting-started$/);
    await header.getByRole("link", { name: "Changelog" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Changelog");

    const legal = page.getByRole("navigation", { name: "Legal" });
    for (const [name, heading] of [
      ["Privacy", "Privacy policy"],
      ["Terms", "Terms of service"],
      ["Imprint", "Imprint"],
    ] as const) {
      await legal.getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
  });

  test("marketing pages have a canonical URL, hreflang alternates and Open Graph data", async ({
    page,
    request,
  }) => {
    const post = listEntries("blog", "de")[0];
    if (!post) throw new Error("no blog posts");
    // English first: a German page stores the language, and unprefixed URLs then follow it.
    const cases = [
      { url: "/", path: "/", type: "website" },
      { url: "/docs/getting-started", path: "/docs/getting-started", type: "website" },
      { url: "/de/pricing", path: "/pricing", type: "website" },
      { url: `/de/blog/${post.slug}`, path: `/blog/${post.slug}`, type: "article" },
    ];
    for (const { url, path, type } of cases) {
      await page.goto(url);
      const head = page.locator("head");
      const de = path === "/" ? "/de" : `/de${path}`;
      const canonical = url.startsWith("/de") ? de : path;
      const links = [
        ['link[rel="canonical"]', canonical],
        ['link[hreflang="en"]', path],
        ['link[hreflang="de"]', de],
        ['link[hreflang="x-default"]', path],
      ] as const;
      for (const [link, href] of links)
        await expect(head.locator(link), url).toHaveAttribute(
          "href",
          new RegExp(`^https?://[^/]+${href}$`),
        );
      await expect(head.locator('meta[property="og:type"]'), url).toHaveAttribute("content", type);
      await expect(head.locator('meta[property="og:description"]'), url).toHaveAttribute(
        "content",
        /\S/,
      );
      const card = path === "/" ? "home" : path.slice(1);
      await expect(head.locator('meta[property="og:image"]'), url).toHaveAttribute(
        "content",
        new RegExp(`^https?://[^/]+/api/og/${url.startsWith("/de") ? "de" : "en"}/${card}$`),
      );
    }
    await page.goto(`/de/blog/${post.slug}`);
    const ogImage = page.locator('head meta[property="og:image"]');
    await expect(ogImage).toHaveAttribute(
      "content",
      new RegExp(`^https?://[^/]+/api/og/de/blog/${post.slug}$`),
    );
    // The card is a PNG (social sites ignore SVG), served from this app.
    const card = await request.get(new URL(String(await ogImage.getAttribute("content"))).pathname);
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
      "content",
      post.metadata.title,
    );
  });

  for (const locale of LOCALES) {
    test(`the ${locale} blog feed is valid RSS 2.0 with absolute links to every post`, async ({
      page,
      request,
    }) => {
      const response = await request.get(`${prefix(locale)}/blog/feed.xml`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/rss+xml");
      const xml = await response.text();
      await page.goto("/");
      await parseXml(page, xml);
      const items = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, "application/xml");
        return {
          version: doc.documentElement.getAttribute("version"),
          links: [...doc.querySelectorAll("item > link")].map((link) => link.textContent),
          creators: [
            ...doc.getElementsByTagNameNS("http://purl.org/dc/elements/1.1/", "creator"),
          ].map((creator) => creator.textContent),
        };
      }, xml);
      expect(items.version).toBe("2.0");
      const posts = listEntries("blog", locale);
      expect(items.links).toEqual(
        posts.map((post) =>
          expect.stringMatching(new RegExp(`^https?://[^/]+${prefix(locale)}/blog/${post.slug}$`)),
        ),
      );
      expect(items.creators).toEqual(posts.map((post) => post.metadata.author));
    });
  }

  test("the sitemap is valid XML and lists every marketing page in both languages", async ({
    page,
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto("/");
    await parseXml(page, xml);
    const urls = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      return [...doc.getElementsByTagName("url")].map((url) => ({
        loc: new URL(url.getElementsByTagName("loc")[0]?.textContent ?? "").pathname,
        hreflangs: [...url.getElementsByTagName("xhtml:link")].map((link) =>
          link.getAttribute("hreflang"),
        ),
      }));
    }, xml);
    const locs = urls.map((url) => url.loc);
    for (const locale of LOCALES) {
      for (const { path } of contentPages(locale)) {
        expect(locs, path).toContain(`${prefix(locale)}${path}`);
      }
      expect(locs).toContain(locale === "en" ? "/pricing" : "/de/pricing");
    }
    expect(locs).toContain("/");
    expect(locs).toContain("/de");
    for (const url of urls) expect(url.hreflangs, url.loc).toEqual(["en", "de", "x-default"]);
  });

  test("robots.txt allows the site and its share cards, keeps crawlers out of the app and names the sitemap", async ({
    page,
    request,
  }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("Allow: /\n");
    for (const path of ["/app", "/api", "/dev", "/auth"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
    // Every page's og:image lies under /api: a crawler that honours robots.txt must still get it
    // (the longest matching rule wins, so this Allow beats Disallow: /api).
    await page.goto("/pricing");
    const card = new URL(
      (await page.locator('head meta[property="og:image"]').getAttribute("content")) ?? "",
    ).pathname;
    const allowed = [...text.matchAll(/^Allow: (\S+)$/gm)].map((match) => match[1] ?? "");
    const longest = allowed
      .filter((rule) => card.startsWith(rule))
      .sort((a, b) => b.length - a.length)[0];
    expect(longest?.length ?? 0, `${card} is blocked by Disallow: /api`).toBeGreaterThan(
      "/api".length,
    );
  });
});
