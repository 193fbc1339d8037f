import { createFileRoute } from '@tanstack/react-router';
import { surveyContent } from '../../content/survey.ts';
import { pageTitle } from '../../lib/guards.ts';
import { SurveyForm } from './-components/survey-form.tsx';

export const Route = createFileRoute('/_public/survey')({
  head: () => pageTitle(surveyContent.title),
  component: Survey,
});

function Survey() {
  return <SurveyForm />;
}
