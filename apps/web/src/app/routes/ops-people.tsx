// /ops/people: find a person, suspend or reinstate them (issue 28 item 5).
export { PeoplePage as OpsPeopleRoute } from '#web/features/operators/components/people-page';
