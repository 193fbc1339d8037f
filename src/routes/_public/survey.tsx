import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/guards.ts';
import { SurveyForm } from './-components/survey-form.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/_public/survey')({
  head: () => pageTitle(titles.survey),
  component: Survey,
});

function Survey() {
  return <SurveyForm />;
}
