import { boPath } from '@tala/contract/backoffice/paths';
import { HELP_PATHS, HELP_TOPIC_SLUGS } from '@tala/contract/help/help-paths';
import { HELP_BO_PATHS } from '@tala/contract/help/help-staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bo, signIn } from '../backoffice/bo-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

/** Issue 14 §5, §6 (decision 056): the seeded help centre, its search, and the editor's rules. */
let t: TTestApp;
let admin: string;
let finance: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, finance, support] = [
    await signIn(t, 'admin'),
    await signIn(t, 'finance'),
    await signIn(t, 'support'),
  ];
});
afterAll(async () => {
  await t.close();
});

function get(url: string, language = 'en') {
  return t.app.inject({ method: 'GET', url, headers: { language } });
}

async function search(q: string, language = 'en') {
  const res = await get(`${HELP_PATHS.search}?q=${encodeURIComponent(q)}`, language);
  return res;
}

async function overview() {
  const res = await bo(t, 'GET', HELP_BO_PATHS.overview, { cookie: admin });
  return res.json().value as {
    categories: Array<{ id: string; slug: string }>;
    articles: Array<{ id: string; slug: string; categoryId: string; revision: number; status: string }>;
  };
}

describe('the help centre on the site', () => {
  it('when the centre is read, then every former topic and the beginner guide are published articles, without bodies', async () => {
    const res = await get(HELP_PATHS.centre);
    expect(res.statusCode).toBe(200);
    const { categories } = res.json().value as { categories: Array<{ articles: Array<{ slug: string }> }> };
    const slugs = categories.flatMap((category) => category.articles.map((article) => article.slug));
    for (const slug of Object.values(HELP_TOPIC_SLUGS)) expect(slugs).toContain(slug);
    expect(res.body).not.toContain('<p>');
    expect(res.body.length).toBeLessThan(6_000);
  });

  it('when an article is read in a language, then it comes in that language with the merchant filled in', async () => {
    const en = (await get(`${HELP_PATHS.article}?slug=beginner-guide`)).json().value;
    expect(en.title).toBe('Beginner guide');
    expect(en.html).toContain('New to Tala?');
    expect(en.lang).toBe('en');
    const zh = (await get(`${HELP_PATHS.article}?slug=contact-us`, 'zh')).json().value;
    expect(zh.lang).toBe('zh');
    expect(zh.html).toContain('support@tala.local');
  });

  it("when an article misses the reader's language, then it falls back to the merchant's default language", async () => {
    const { articles, categories } = await overview();
    const created = await bo(t, 'POST', HELP_BO_PATHS.articles, {
      cookie: admin,
      body: {
        categoryId: categories[0]?.id,
        slug: 'english-only',
        title: { en: 'Only in English' },
        bodyHtml: { en: '<p>Written once.</p>' },
        status: 'PUBLISHED',
        revision: null,
      },
    });
    expect(created.statusCode).toBe(200);
    const read = (await get(`${HELP_PATHS.article}?slug=english-only`, 'th')).json().value;
    expect(read).toMatchObject({ title: 'Only in English', lang: 'en' });
    expect(articles.length).toBeGreaterThan(10);
  });

  it('when a draft or an unknown slug is read, then HELP_ARTICLE_NOT_FOUND; a bad slug is a validation error', async () => {
    const { categories } = await overview();
    await bo(t, 'POST', HELP_BO_PATHS.articles, {
      cookie: admin,
      body: {
        categoryId: categories[0]?.id,
        slug: 'secret-draft',
        title: { en: 'Coming next week' },
        bodyHtml: { en: '<p>Unfinished.</p>' },
        status: 'DRAFT',
        revision: null,
      },
    });
    const draft = await get(`${HELP_PATHS.article}?slug=secret-draft`);
    expect(draft.statusCode).toBe(404);
    expect(draft.json().code).toBe('HELP_ARTICLE_NOT_FOUND');
    expect((await get(HELP_PATHS.centre)).body).not.toContain('secret-draft');
    expect((await get(`${HELP_PATHS.article}?slug=../etc`)).statusCode).toBe(400);
  });
});

describe('searching the help centre', () => {
  it('when words are searched, then articles whose title matches come first, with a snippet', async () => {
    const res = await search('withdraw');
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list as Array<{ slug: string; snippet: string }>;
    expect(list[0]?.slug).toBe('how-to-withdraw');
    expect(list.length).toBeLessThanOrEqual(20);
    expect(list.every((hit) => hit.snippet.length <= 202)).toBe(true);
  });

  it('when Chinese, Thai or accent-less Vietnamese is searched, then it is found in that language', async () => {
    expect((await search('提款', 'zh')).json().value.list.length).toBeGreaterThan(0);
    expect((await search('ถอนเงิน', 'th')).json().value.list.length).toBeGreaterThan(0);
    const vi = (await search('rut tien', 'vi')).json().value.list as Array<{ lang: string }>;
    expect(vi.length).toBeGreaterThan(0);
    expect(vi[0]?.lang).toBe('vi');
  });

  it('when a search is too short, too long or matches nothing, then it is refused or empty, never an error', async () => {
    expect((await search('a')).statusCode).toBe(400);
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
    expect((await search('%_%')).json().value.list).toEqual([]);
    expect((await search('zzzyyyxxx')).json().value.list).toEqual([]);
  });
});

describe('the help editor', () => {
  it('when support edits an article, then its body is sanitised, the revision moves on and a stale save is refused', async () => {
    const { articles } = await overview();
    const faq = articles.find((article) => article.slug === 'faq');
    if (!faq) throw new Error('seeded faq expected');
    const full = (
      await bo(t, 'GET', boPath(HELP_BO_PATHS.article, { id: faq.id }), { cookie: support })
    ).json().value;
    const body = {
      categoryId: full.categoryId,
      slug: 'faq',
      title: { ...full.title, en: 'Questions' },
      bodyHtml: { ...full.bodyHtml, en: '<p onmouseover="steal()">Asked often</p><script>x</script>' },
      status: 'PUBLISHED',
      revision: full.revision,
    };
    const saved = await bo(t, 'PUT', boPath(HELP_BO_PATHS.article, { id: faq.id }), {
      cookie: support,
      body,
    });
    expect(saved.statusCode).toBe(200);
    const read = (await get(`${HELP_PATHS.article}?slug=faq`)).json().value;
    expect(read.html).toBe('<p>Asked often</p>');
    const stale = await bo(t, 'PUT', boPath(HELP_BO_PATHS.article, { id: faq.id }), {
      cookie: support,
      body,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('HELP_ARTICLE_STALE');
    expect((await search('asked often')).json().value.list[0]?.slug).toBe('faq');
  });

  it('when finance tries to write, then FORBIDDEN; a taken slug and a non-empty category are refused', async () => {
    const { categories } = await overview();
    const category = categories[0];
    if (!category) throw new Error('a seeded category expected');
    const asFinance = await bo(t, 'POST', HELP_BO_PATHS.categories, {
      cookie: finance,
      body: { slug: 'x', title: { en: 'X' }, icon: 'star' },
    });
    expect(asFinance.statusCode).toBe(403);
    const taken = await bo(t, 'POST', HELP_BO_PATHS.categories, {
      cookie: admin,
      body: { slug: category.slug, title: { en: 'Again' }, icon: 'star' },
    });
    expect(taken.json().code).toBe('HELP_SLUG_TAKEN');
    const notEmpty = await bo(t, 'DELETE', boPath(HELP_BO_PATHS.category, { id: category.id }), {
      cookie: admin,
    });
    expect(notEmpty.json().code).toBe('HELP_CATEGORY_NOT_EMPTY');
  });

  it('when an article is moved down and up, then the site lists it in the new order', async () => {
    const order = async () => {
      const centre = (await get(HELP_PATHS.centre)).json().value;
      return centre.categories[0].articles.map((article: { slug: string }) => article.slug) as string[];
    };
    const before = await order();
    const { articles } = await overview();
    const first = articles.find((article) => article.slug === before[0]);
    await bo(t, 'POST', HELP_BO_PATHS.move, {
      cookie: admin,
      body: { kind: 'article', id: first?.id, direction: 'down' },
    });
    const after = await order();
    expect(after.slice(0, 2)).toEqual([before[1], before[0]]);
    await bo(t, 'POST', HELP_BO_PATHS.move, {
      cookie: admin,
      body: { kind: 'article', id: first?.id, direction: 'up' },
    });
    expect(await order()).toEqual(before);
  });

  it("when an article id is not one of the merchant's, then it is not found", async () => {
    const res = await bo(t, 'GET', boPath(HELP_BO_PATHS.article, { id: '999999999' }), { cookie: admin });
    expect(res.statusCode).toBe(404);
  });
});
