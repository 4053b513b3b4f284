import type { Plugin } from 'vite';

/** The chunk of the libraries of the shell's first load (`assets/libraries-<hash>.js`). */
const LIBRARIES_CHUNK = 'libraries';

/**
 * The libraries the shell's entry imports statically, in one chunk of their own. Left to Rolldown
 * they were spread over a dozen chunks by which lazily loaded chunks use them too (React and
 * react-is, the router, Emotion and MUI's system, ButtonBase, Button, IconButton, Typography,
 * GlobalStyles, Redux Toolkit…), each compressed on its own and named in index.html: in one, the
 * same code was 4.4 KB smaller compressed. What a lazy chunk needs beyond the first load is the
 * same as before, the first load is no larger, and a lazy chunk that uses one of these libraries
 * imports them from this chunk, which has run before it.
 *
 * Rolldown's `$initial` tag follows the static imports through the re-exports of our libraries'
 * index modules, whose exports the entry does not all use: '@yrkesbro/ui''s InterviewDetails,
 * which only the remotes use (through the federation host), brought its MUI icon in. Icons are
 * left to Rolldown; the MUI core's check (mui-core-list-plugin.ts) fails the build if another
 * MUI module joins the first load so.
 */
export function librariesChunkPlugin(): Plugin {
  return {
    name: 'yrkesbro-libraries-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: LIBRARIES_CHUNK,
                  tags: ['$initial'],
                  test: /\/node_modules\/(?!@mui\/icons-material\/)/,
                },
              ],
            },
          },
        },
      },
    }),
  };
}
