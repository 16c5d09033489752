import { describe, expect, it } from 'vitest';
import { defaultTemplates, renderTemplate, unknownPlaceholders } from '../../../src/shared/domain/message-templates';
import { visitDayWords, visitNoticeFor } from '../../../src/shared/domain/visit-notices';

describe('message templates', () => {
  it('the default estimate words are the words estimates were always sent with', () => {
    const filled = renderTemplate<'estimate'>(defaultTemplates.estimate, {
      greeting: 'Hello Ann,',
      customerName: 'Ann',
      companyName: 'Hollis Tree Care',
      signature: 'Hollis Tree Care\n555-0100',
      note: 'As promised.\n\n',
      estimateNumber: 'JOB-7',
      total: '$450.00',
      validity: ' It is valid until April 1, 2026.',
      link: 'https://canopy.example/estimate#abc',
    });
    expect(filled).toEqual({
      subject: 'Estimate JOB-7 from Hollis Tree Care',
      body: [
        'Hello Ann,',
        '',
        'As promised.',
        '',
        'Here is our estimate JOB-7 for your tree work: $450.00. It is valid until April 1, 2026.',
        'The estimate is attached as a PDF. To read it online and accept or decline it, open this link:',
        '',
        'https://canopy.example/estimate#abc',
        '',
        'Thank you,',
        'Hollis Tree Care',
        '555-0100',
        '',
      ].join('\n'),
    });
  });

  it('names each placeholder a kind does not know, once; stray braces are text', () => {
    expect(unknownPlaceholders('visitMoved', '{date} {link} {date} {Link} { x } {}')).toEqual(['link', 'Link']);
    expect(unknownPlaceholders('estimate', '{link} {validity}')).toEqual([]);
    expect(renderTemplate({ subject: 'a {b} {date}', body: '{' }, { date: 'Tuesday' } as never)).toEqual({
      subject: 'a {b} Tuesday',
      body: '{',
    });
  });
});

describe('visit notices', () => {
  it('tells a first day, a new day or a cancel against what the customer was told, and nothing else', () => {
    expect(visitNoticeFor(null, '2026-12-01')).toEqual({ kind: 'visitScheduled', day: '2026-12-01' });
    expect(visitNoticeFor('2026-12-01', '2026-12-03')).toEqual({ kind: 'visitMoved', day: '2026-12-03' });
    expect(visitNoticeFor('2026-12-01', null)).toEqual({ kind: 'visitCanceled', day: '2026-12-01' });
    expect(visitNoticeFor('2026-12-01', '2026-12-01')).toBeNull();
    expect(visitNoticeFor(null, null)).toBeNull();
    expect(visitDayWords('2026-12-01')).toBe('Tuesday, December 1');
  });
});
