import { DEFAULT_DATA_FILE, SEED_FILE } from './config.ts';
import { resetData } from './store.ts';

const target = process.env.SAUTI_DB ?? DEFAULT_DATA_FILE;
resetData(target, SEED_FILE);
console.log(`Restored ${target} from the seed in db.json.`);
