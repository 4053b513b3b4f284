import { Injectable } from '@nestjs/common';
import { JobSearchIndex } from './job-search-index';
import { JobSearchRepository } from './job-search.repository';

/** More changes than this at once load the whole index again: cheaper than applying them. */
const MAX_CHANGES = 20_000;

/**
 * The search index of this process, as current as the last committed write to jobs: each search
 * reads the change log's head (one row) and applies what changed since, so a job published,
 * edited or closed shows in the very next search. One refresh runs at a time; searches arriving
 * meanwhile wait for it.
 */
@Injectable()
export class CurrentJobIndex {
  private index?: JobSearchIndex;
  private version = 0;
  private refreshing?: Promise<void>;

  constructor(private readonly searches: JobSearchRepository) {}

  /** The index as this process holds it and the version it is current as of, without reading the log. */
  held(): { index: JobSearchIndex; version: number } | undefined {
    return this.index && { index: this.index, version: this.version };
  }

  /** The index as of `version` or later; without it, as of the change log's head now. */
  async get(version?: number): Promise<{ index: JobSearchIndex; version: number }> {
    const wanted = version ?? (await this.searches.head()).version;
    while (!this.index || this.version < wanted) {
      this.refreshing ??= this.refresh().finally(() => {
        this.refreshing = undefined;
      });
      await this.refreshing;
    }
    return { index: this.index, version: this.version };
  }

  private async refresh(): Promise<void> {
    if (this.index) {
      const changes = await this.searches.indexChanges(this.version, MAX_CHANGES);
      if (changes) {
        this.index.apply(changes.changed, changes.open);
        this.index.vocationNames = await this.searches.vocationNames();
        this.version = changes.version;
        return;
      }
    }
    const snapshot = await this.searches.indexSnapshot();
    const index = new JobSearchIndex(snapshot.jobs);
    index.vocationNames = await this.searches.vocationNames();
    this.index = index;
    this.version = snapshot.version;
  }
}
