// the configuration first: arktype reads it once, when its keywords are built on import
import './ark-config';

/** arktype as the shop uses it: every schema module imports `type` from here, never from 'arktype' itself. */
export { type } from 'arktype';
