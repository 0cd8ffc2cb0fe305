// House rule for Silhouette (Gear Krieg) ranged attacks: a draw is rolled again, as the book already does for the
// Initiative roll ("Draws are rerolled"), instead of going to the defender. Replaces the `opposedTest` step of
// ranged-attack with the book's own test repeated until it is no draw; `exact` gives its twin.
import { book, Dist, defineHouseRules } from 'gruntlab';

const bookTest = book['silhouette ranged-attack'];

export default defineHouseRules({
  for: 'silhouette ranged-attack',
  steps: {
    opposedTest: (test, roll) => {
      let result = bookTest.steps.opposedTest(test, roll);
      while (result === 'draw') result = bookTest.steps.opposedTest(test, roll);
      return result;
    },
  },
  exact: {
    // Rolling again until no draw: the book's results without the draw, each in proportion to its chance.
    opposedTest: (test) =>
      Dist.fromWeights([...bookTest.exact.opposedTest(test).weights].filter(([result]) => result !== 'draw')),
  },
});
