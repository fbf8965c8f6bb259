/** The Maven reader as a graph source (registry.ts). */
import { buildFilesSource } from '../build-files-source.js';
import type { SourceAnswer, SourceContext } from '../../source.js';
import { mavenImpact } from './index.js';

export function mavenSource(ctx: SourceContext): Promise<SourceAnswer> {
  return buildFilesSource(ctx, { title: 'Maven', what: 'module' }, mavenImpact);
}
