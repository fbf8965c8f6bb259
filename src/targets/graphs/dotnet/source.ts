/** The .NET reader as a graph source (registry.ts). */
import { buildFilesSource } from '../build-files-source.js';
import type { SourceAnswer, SourceContext } from '../../source.js';
import { dotnetImpact } from './index.js';

export function dotnetSource(ctx: SourceContext): Promise<SourceAnswer> {
  return buildFilesSource(ctx, { title: '.NET', what: 'project' }, dotnetImpact);
}
