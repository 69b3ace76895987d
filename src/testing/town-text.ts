/**
 * The local words of a generated benchmark town. Every few words is a choice among several, or a
 * place name made for the town, so two towns rarely share a five-word phrase (the similarity guard's
 * unit), much as honestly written town pages do: the twelve shipped towns share almost none.
 */
type Random = () => number;
/** A sentence: fixed words, and lists to pick one item from. */
type Pattern = (string | string[])[];

const pick = <T,>(items: T[], random: Random) => items[Math.floor(random() * items.length)]!;

const placeFirst = ['Hickory', 'Mill', 'Cypress', 'Beaver', 'Persimmon', 'Walnut', 'Bear', 'Sandy', 'Turkey', 'Holly', 'Little', 'Black', 'Pine', 'Mulberry', 'Stony', 'Cedar', 'Possum', 'Shady', 'Falling', 'Willow', 'Red Oak', 'Dogwood', 'Sweetgum', 'Indian', 'Buckhorn', 'Marsh', 'Fox', 'Cotton', 'Tobacco', 'Bethel'];
const placeKind = ['Creek', 'Branch', 'Road', 'Church', 'Crossroads', 'Pond', 'Ridge', 'Swamp', 'School', 'Grove', 'Chapel', 'Landing', 'Farm Road', 'Bottom', 'Park'];

const patterns: Pattern[] = [
  [['Homes', 'Yards', 'Ranches', 'Farmhouses', 'Cottages', 'Duplexes', 'Bungalows'], ['along', 'near', 'off', 'past', 'behind', 'around', 'beyond'], '{place}', ['mostly', 'often', 'usually', 'nearly all', 'generally'], ['have', 'sit on', 'share', 'keep'], ['sandy', 'clay', 'loamy', 'gravelly', 'swampy', 'rocky', 'silty'], ['ground', 'soil', 'lots', 'fill', 'topsoil'], ['under', 'beside', 'between', 'below', 'among', 'facing'], ['pines', 'pecans', 'oaks', 'sweetgums', 'maples', 'myrtles', 'cedars'], '.'],
  [['We', 'Our crews', 'Cedar Creek', 'Our foremen', 'The team', 'My brother'], ['started', 'began', 'first mowed', 'first worked', 'opened'], ['in', 'around', 'near', 'by', 'beyond'], '{place}', ['in', 'around', 'during', 'by'], '{year}', ['and', 'so', 'yet', 'while'], ['referrals', 'neighbors', 'bulletins', 'flyers', 'signs', 'deacons', 'coaches'], ['kept', 'keep', 'fill', 'filled', 'crowd'], ['our', 'the', 'that'], ['calendar', 'schedule', 'trailers', 'route', 'days', 'weeks'], '.'],
  [['Centipede', 'Bermuda', 'Zoysia', 'Fescue', 'Carpetgrass', 'Ryegrass', 'Bluegrass'], ['thrives', 'struggles', 'thins', 'browns', 'spreads', 'greens', 'creeps'], ['on', 'in', 'along', 'near', 'past'], '{place}', ['lots', 'lawns', 'yards', 'acres', 'streets', 'corners'], ['unless', 'until', 'when', 'once', 'after', 'before'], ['lime', 'mowing', 'drought', 'rain', 'shade', 'frost', 'feeding'], ['arrives', 'changes', 'lands', 'helps', 'returns', 'lingers'], '.'],
  [['Expect', 'Watch', 'Spot', 'Fight', 'Pull', 'Spray'], ['crabgrass', 'sandspurs', 'dollarweed', 'chickweed', 'henbit', 'nutsedge', 'onions'], ['by', 'before', 'around', 'after', 'near'], ['Easter', 'July', 'Labor Day', 'frost', 'harvest', 'homecoming', 'Thanksgiving'], ['if', 'wherever', 'where', 'anywhere', 'whenever'], ['pre-emergent', 'herbicide', 'feeding', 'mowing', 'aeration', 'liming'], ['comes', 'runs', 'goes', 'starts', 'stays'], ['late', 'short', 'wrong', 'thin', 'unfinished'], '.'],
  [['Families', 'Retirees', 'Folks', 'Landlords', 'Couples', 'Farmers', 'Teachers'], ['near', 'off', 'along', 'by', 'above'], '{place}', ['call', 'hire', 'ask', 'book', 'trust'], ['us', 'Cedar Creek', 'our crew'], ['for', 'mainly for', 'first for', 'yearly for'], ['straw', 'hedges', 'leaves', 'sod', 'drainage', 'cleanup', 'mulch'], ['and', 'plus', 'then', 'or'], ['edging', 'seeding', 'gutters', 'pruning', 'fertilizer', 'sprinklers', 'stumps'], '.'],
  [['After', 'Following', 'Whenever', 'Every time'], ['squalls', 'hurricanes', 'ice', 'storms', 'freezes', 'downpours', 'wind'], ['hit', 'pass', 'roll in', 'blow through', 'arrive'], ['limbs', 'cones', 'branches', 'trees', 'needles', 'shingles'], ['pile up', 'cover', 'block', 'clutter', 'choke', 'bury'], ['driveways', 'ditches', 'fences', 'walks', 'carports', 'porches'], ['on', 'along', 'near', 'by', 'toward'], '{place}', '.'],
  [['Mowing', 'Edging', 'Blowing', 'Trimming', 'Bagging', 'Weeding'], ['every', 'each', 'one', 'some'], ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], ['keeps', 'lets', 'gets', 'helps'], ['our', 'the', 'a', 'one'], ['route', 'crew', 'truck', 'trailer', 'team'], ['near', 'beside', 'around', 'past', 'through'], '{place}', ['early', 'steady', 'busy', 'shaded', 'cool'], '.'],
  [['Ask', 'Phone', 'Call', 'Text', 'Email', 'Visit'], ['us', 'Marla', 'Dale', 'Jimmy', 'Renee', 'Curtis'], ['about', 'for', 'regarding'], ['rates', 'cleanups', 'estimates', 'soil tests', 'drainage', 'contracts', 'aeration'], ['at', 'on', 'for'], ['your', 'any', 'a'], ['place', 'lot', 'yard', 'house', 'farm', 'rental'], ['near', 'off', 'by', 'along', 'past'], '{place}', '.'],
];

function sentence(pattern: Pattern, place: () => string, random: Random): string {
  const words = pattern.map((part) => (typeof part === 'string' ? part : pick(part, random)));
  const text = words.map((w) => (w === '{place}' ? place() : w === '{year}' ? String(1970 + Math.floor(random() * 55)) : w)).join(' ');
  return text.replace(/ ([.,;])/g, '$1');
}

export interface TownText {
  intro: string[];
  landingHeading: string;
  landingSubheading: string;
  servicesHeading: string;
  servicesSubheading: string;
}

export function townText(name: string, random: Random): TownText {
  // A few places of the town's own, named again and again as real pages name their landmarks.
  const places = Array.from({ length: 4 }, () => `${pick(placeFirst, random)} ${pick(placeKind, random)}`);
  const place = () => pick(places, random);
  const paragraph = () => {
    const order = [...patterns.keys()].sort(() => random() - 0.5).slice(0, 4);
    const [first, second] = [...places].sort(() => random() - 0.5);
    const where = `${name} ${pick(['sits', 'lies', 'spreads', 'grew', 'stretches'], random)} ${pick(['near', 'around', 'along', 'between', 'past'], random)} ${first} and ${second}.`;
    return [where, ...order.map((i) => sentence(patterns[i]!, place, random))].join(' ');
  };
  return {
    intro: [paragraph(), paragraph(), paragraph()],
    landingHeading: `${pick(['Lawn Care', 'Yard Work', 'Landscaping', 'Turf Care'], random)} ${pick(['From', 'Near', 'Around', 'Beyond'], random)} ${places[0]} ${pick(['to', 'and', 'through'], random)} ${places[1]}`,
    landingSubheading: `${pick(['Our crews', 'We', 'Our trucks'], random)} ${pick(['know', 'work', 'cover', 'mow'], random)} ${name} ${pick(['from', 'out to', 'around'], random)} ${places[2]}.`,
    servicesHeading: `${pick(['Services', 'What We Do', 'Yard Services', 'Our Work'], random)} ${pick(['Near', 'Around', 'By'], random)} ${places[3]}`,
    servicesSubheading: `${pick(['Straw', 'Sod', 'Mowing', 'Pruning', 'Mulch', 'Edging', 'Seeding'], random)}, ${pick(['drainage', 'cleanups', 'irrigation', 'leaves', 'hedges', 'stumps'], random)} and ${pick(['liming', 'aeration', 'gutters', 'grading', 'planting', 'fencing'], random)} for ${pick(['homes', 'farms', 'rentals', 'churches', 'shops', 'cabins'], random)} ${pick(['near', 'past', 'around', 'by'], random)} ${places[2]}.`,
  };
}
