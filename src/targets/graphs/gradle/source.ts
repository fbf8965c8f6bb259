/** The Gradle reader as a graph source (registry.ts). */
import { buildFilesSource } from '../build-files-source.js';
import type { SourceAnswer, SourceContext } from '../../source.js';
import { gradleImpact } from './index.js';

export function gradleSource(ctx: SourceContext): Promise<SourceAnswer> {
  return buildFilesSource(ctx, { title: 'Gradle', what: 'project' }, gradleImpact);
}
