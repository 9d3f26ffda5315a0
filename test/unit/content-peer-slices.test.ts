/**
 * The peer slices (test/corpus-content/peerN.jsonl, peerN-files/, peerN-files.json; each generated
 * by its peerN.py) are well formed: ids are unique and name a class, labels are questions the pack
 * asks, secrets occur in their text, cards pass Luhn, and every indexed
 * file exists with an effect that follows from its labels. The slices are held out — each written as
 * other projects test their guards (output guards, agent-security benchmarks, secret scanners, DLP
 * and skill scanners), without reading the detectors or the other slices — so this file asserts no
 * answer and no figure: `node test/bench/content.mjs --slice NAME` measures the guard on one.
 * The third slice, content only and weighted toward prompt injection, has checks of its own
 * (content-peer3-slice.test.ts).
 */
import { describe } from 'vitest';
import {
  itChecksCardsPassLuhn,
  itChecksClassesAndSecrets,
  itChecksSliceCases,
  itChecksSliceFiles,
  itCountsSliceFiles,
  loadSlice,
} from '../helpers/content-slice.js';

/** name, id prefix, and at least this many cases and files. */
const SLICES: ReadonlyArray<[name: string, prefix: string, cases: number, files: number]> = [
  ['peer', 'pe', 300, 60],
  ['peer2', 'p2', 300, 50],
  ['peer4', 'p4', 260, 40],
  ['peer5', 'p5', 260, 40],
  ['peer6', 'p6', 260, 40],
  ['peer7', 'p7', 260, 40],
  ['peer8', 'p8', 240, 20],
  ['peer9', 'p9', 250, 24],
  ['peer10', 'p10', 250, 24],
  ['peer11', 'p11', 250, 24],
  ['peer12', 'p12', 250, 24],
  ['peer13', 'p13', 250, 24],
  ['peer14', 'p14', 250, 24],
  ['peer15', 'p15', 250, 24],
  ['peer16', 'p16', 250, 24],
  ['peer17', 'p17', 250, 24],
  ['peer18', 'p18', 250, 24],
  ['peer19', 'p19', 250, 24],
  ['peer20', 'p20', 250, 24],
  ['peer21', 'p21', 250, 24],
  ['peer22', 'p22', 250, 24],
  ['peer23', 'p23', 250, 24],
  ['peer24', 'p24', 250, 24],
  ['peer25', 'p25', 250, 25],
  ['peer26', 'p26', 260, 26],
  ['peer27', 'p27', 270, 27],
  ['peer28', 'p28', 280, 28],
  ['peer29', 'p29', 290, 29],
  ['peer30', 'p30', 300, 30],
  ['peer31', 'p31', 310, 31],
  ['peer32', 'p32', 320, 32],
  ['peer33', 'p33', 330, 33],
  ['peer34', 'p34', 340, 34],
  ['peer35', 'p35', 350, 35],
  ['peer36', 'p36', 360, 36],
  ['peer37', 'p37', 370, 37],
  ['peer38', 'p38', 380, 38],
  ['peer39', 'p39', 390, 39],
  ['peer40', 'p40', 400, 40],
  ['peer41', 'p41', 410, 41],
  ['peer42', 'p42', 420, 42],
  ['peer43', 'p43', 430, 43],
  ['peer44', 'p44', 440, 44],
  ['peer45', 'p45', 450, 45],
  ['peer46', 'p46', 460, 46],
  ['peer47', 'p47', 470, 47],
  ['peer48', 'p48', 480, 48],
  ['peer49', 'p49', 490, 49],
  ['peer50', 'p50', 500, 50],
  ['peer51', 'p51', 510, 51],
  ['peer52', 'p52', 520, 52],
  ['peer53', 'p53', 530, 53],
  ['peer54', 'p54', 540, 54],
  ['peer55', 'p55', 550, 55],
  ['peer56', 'p56', 560, 56],
  ['peer57', 'p57', 570, 57],
  ['peer58', 'p58', 580, 58],
  ['peer59', 'p59', 590, 59],
  ['peer60', 'p60', 600, 60],
  ['peer61', 'p61', 610, 61],
  ['peer62', 'p62', 620, 62],
  ['peer63', 'p63', 630, 63],
  ['peer64', 'p64', 640, 64],
  ['peer65', 'p65', 650, 65],
  ['peer66', 'p66', 660, 66],
  ['peer67', 'p67', 670, 67],
  ['peer68', 'p68', 680, 68],
  ['peer69', 'p69', 690, 69],
  ['peer70', 'p70', 700, 70],
  ['peer71', 'p71', 710, 71],
  ['peer72', 'p72', 720, 72],
  ['peer73', 'p73', 730, 73],
  ['peer74', 'p74', 740, 74],
  ['peer75', 'p75', 750, 75],
  ['peer76', 'p76', 760, 76],
  ['peer77', 'p77', 770, 77],
];

for (const [name, prefix, atLeast, filesAtLeast] of SLICES) {
  const { cases, index, filesDir } = loadSlice(name);
  describe(`${name} content cases`, () => {
    itChecksClassesAndSecrets(cases, prefix, atLeast);
    itChecksSliceCases(cases);
    itChecksCardsPassLuhn(cases);
  });
  describe(`${name} instruction files`, () => {
    itCountsSliceFiles(index, filesDir, filesAtLeast);
    itChecksSliceFiles(index, filesDir);
  });
}
