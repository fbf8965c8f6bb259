import * as core from '@actions/core';
import { Inputs, type InputName } from './constants.js';
import { UserError, errorMessage } from './errors.js';
import { readSettings, redactSettings } from './settings.js';

const readInput = (name: InputName): string => core.getInput(name);

/** The action: settings -> context -> command -> outputs and summary. The one place that fails. */
export async function run(): Promise<void> {
  try {
    // Mask secrets before anything else can print them.
    for (const name of [Inputs.ApiToken, Inputs.GithubToken] as const) {
      const secret = readInput(name).trim();
      if (secret) core.setSecret(secret);
    }
    const settings = readSettings(readInput, process.env);
    core.debug(`Settings: ${JSON.stringify(redactSettings(settings))}`);
  } catch (error) {
    if (!(error instanceof UserError) && error instanceof Error && error.stack)
      core.debug(error.stack);
    core.setFailed(errorMessage(error));
  }
}
