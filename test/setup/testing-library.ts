/**
 * Screen tests wait for what a person would see (`findBy…`, `waitFor`) until it shows, up to a
 * ceiling. Testing Library's default ceiling of 1 s is shorter than a screen of the real sandbox
 * takes to answer when the two cores are busy with other test files, so tests failed by where they
 * ran; a longer ceiling costs a passing test nothing, since the wait ends when the text shows.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5_000 });
