import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { prepareArticleTexts } from './help-texts.ts';

describe('help article texts', () => {
  it('when staff write scripts, handlers or remote frames, then the stored body keeps only safe formatting', () => {
    const { title, bodyHtml, search } = prepareArticleTexts({
      title: { en: '<b>Deposits</b>' },
      bodyHtml: {
        en: '<h2 onclick="x()">Steps</h2><script>alert(1)</script><p>Pay <a href="javascript:alert(1)">here</a></p><iframe src="https://evil"></iframe><img src="https://evil/x.png">',
      },
    });
    expect(title.en).toBe('Deposits');
    expect(bodyHtml.en).toBe('<h2>Steps</h2><p>Pay <a rel="noopener noreferrer">here</a></p>');
    expect(search.en).toBe('deposits\nsteps pay here');
  });

  it('when a language has a body without a title, or a title is too long, then each problem names its language', () => {
    try {
      prepareArticleTexts({
        title: { en: 'Ok', vi: 'x'.repeat(151) },
        bodyHtml: { en: '<p>a</p>', th: '<p>b</p>' },
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      const paths = (error as AppError).options.fields?.map((field) => field.path);
      expect(paths).toEqual(expect.arrayContaining(['title.vi', 'title.th', 'bodyHtml.vi']));
    }
  });
});
