/**
 * The import screen's words for what an archive carries (issue 38 item 8) and for an upload
 * past its time bounds (item 1), in English and in French: each roll log's verdict and its faces
 * redrawn from the revealed seeds, as web/src/components/ArchiveImport.tsx shows them.
 */
import { describe, expect, it } from 'vitest';
import { type ChainReport, chainWords, refusalHeadline } from '../../web/src/lib/archive.js';
import { MESSAGES } from '../../web/src/lib/i18n.js';

const chain = (over: Partial<ChainReport>): ChainReport => ({
  characterId: 'Q2hhcmFjdGVyOnBpcA==',
  name: 'Pip',
  verdict: 'valid',
  brokenAt: null,
  reason: null,
  entries: 3,
  faces: { checked: 6, wrongAt: null, reason: null },
  ...over,
});

describe('a roll log in the import report, in words', () => {
  it('valid, with its faces redrawn', () => {
    expect(chainWords(chain({}), MESSAGES.EN)).toEqual({ verdict: 'valid (3 entries checked)', faces: '6 faces redrawn from the revealed seeds, as logged', facesGood: true });
    expect(chainWords(chain({}), MESSAGES.FR)).toEqual({ verdict: 'valide (3 entrées vérifiées)', faces: '6 faces recalculées depuis les graines révélées, conformes au journal', facesGood: true });
    expect(chainWords(chain({ faces: { checked: 1, wrongAt: null, reason: null } }), MESSAGES.EN).faces).toBe('1 face redrawn from the revealed seeds, as logged');
  });

  it('signed elsewhere, and broken at entry n', () => {
    expect(chainWords(chain({ verdict: 'signed elsewhere', brokenAt: 1 }), MESSAGES.EN).verdict).toBe('signed elsewhere: cannot be checked here (3 entries)');
    expect(chainWords(chain({ verdict: 'signed elsewhere', brokenAt: 1 }), MESSAGES.FR).verdict).toBe('signé ailleurs\u00a0: invérifiable ici (3 entrées)');
    expect(chainWords(chain({ verdict: 'broken', brokenAt: 2 }), MESSAGES.EN).verdict).toBe('broken at entry 2 of 3');
    expect(chainWords(chain({ verdict: 'broken', brokenAt: 2 }), MESSAGES.FR).verdict).toBe('rompu à l’entrée 2 sur 3');
  });

  it('faces that no longer redraw from the seeds: the entry where they stop, told as a fault', () => {
    const wrong = chain({ faces: { checked: 2, wrongAt: 3, reason: 'the faces redrawn from the seeds are 4, not 5' } });
    expect(chainWords(wrong, MESSAGES.EN)).toMatchObject({ faces: 'faces wrong from entry 3: they do not redraw from the revealed seeds (2 as logged)', facesGood: false });
    expect(chainWords(wrong, MESSAGES.FR)).toMatchObject({ faces: 'faces fausses dès l’entrée 3\u00a0: elles ne se recalculent pas depuis les graines révélées (2 conformes)', facesGood: false });
  });

  it('an older server that sends no faces, or a log without fair dice: the verdict alone', () => {
    expect(chainWords(chain({ faces: undefined }), MESSAGES.EN)).toEqual({ verdict: 'valid (3 entries checked)', faces: null, facesGood: true });
    expect(chainWords(chain({ faces: { checked: 0, wrongAt: null, reason: null } }), MESSAGES.FR).faces).toBeNull();
  });
});

describe('an import refused for time, in words', () => {
  it('says the upload or the import took too long, in both languages; any other refusal keeps the general sentence', () => {
    expect(refusalHeadline('ARCHIVE_RECEIVE_TIMEOUT', MESSAGES.EN)).toBe('The archive took too long to arrive; nothing was imported. Try again over a steadier connection.');
    expect(refusalHeadline('ARCHIVE_RECEIVE_TIMEOUT', MESSAGES.FR)).toContain('trop longtemps à arriver');
    expect(refusalHeadline('ARCHIVE_IMPORT_TIMEOUT', MESSAGES.EN)).toBe('The import took too long on this server and was undone; nothing was imported.');
    expect(refusalHeadline('ARCHIVE_IMPORT_TIMEOUT', MESSAGES.FR)).toContain('annulé');
    expect(refusalHeadline('ARCHIVE_REFUSED', MESSAGES.FR)).toBe(MESSAGES.FR.archiveRefused);
  });
});
