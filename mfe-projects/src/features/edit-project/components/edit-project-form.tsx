import { paths } from '@stackfolio/contract';
import { useState } from 'react';
import { Link, useNavigate } from '@stackfolio/shared-ui/router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  Card,
  CardTitle,
  Label,
  TextArea,
  TextField,
} from '@stackfolio/shared-ui';
import type { ProjectDetail } from '@stackfolio/contract';
import { MESSAGES } from '../../../constants';
import { ProgressBar } from '../../../components/progress-bar';
import { saveWithFeedback } from '../../../lib/save-with-feedback';
import { useUpdateProject } from '../api/update-project';
import {
  editDefaults,
  editProjectSchema,
  type EditProjectInput,
  type EditProjectValues,
} from '../edit-schema';
import { FilesField, GalleryField, WriteupEditor } from '../../project-content';
import { TagEditor } from './tag-editor';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  section > div + div {
    margin-top: ${({ theme }) => theme.space(4)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The edit form (docs/product.md §2, §9): project information, files, gallery and write-up. */
export function EditProjectForm({ project }: { project: ProjectDetail }) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const update = useUpdateProject(project, setProgress);
  const { register, control, handleSubmit, formState, watch } = useForm<
    EditProjectInput,
    unknown,
    EditProjectValues
  >({
    resolver: zodResolver(editProjectSchema),
    defaultValues: editDefaults(project),
  });
  const { errors } = formState;
  const saving = update.isPending;

  const onValid = (values: EditProjectValues) =>
    saveWithFeedback({
      save: () => update.mutateAsync(values),
      setProgress,
      startProgress: [...values.files, ...values.images].some((item) => item.file) ? 0 : null,
      success: {
        title: MESSAGES.updateSuccessTitle,
        description: MESSAGES.updateSuccessDescription,
      },
      onSuccess: () => navigate(paths.home()),
      failureTitle: MESSAGES.updateFailedTitle,
      failureFallback: () => MESSAGES.updateFailedFallback,
    });

  return (
    <Form onSubmit={handleSubmit(onValid)} noValidate>
      <Card aria-labelledby="edit-info-title">
        <CardTitle id="edit-info-title">Project Information</CardTitle>
        <TextField
          id="edit-title"
          label="Title"
          error={errors.title?.message}
          {...register('title')}
        />
        <div>
          <Label htmlFor="edit-description">Description</Label>
          <TextArea id="edit-description" {...register('description')} />
        </div>
        <TextField
          id="edit-url"
          label="Project URL"
          type="url"
          placeholder="https://github.com/you/project"
          error={errors.projectUrl?.message}
          {...register('projectUrl')}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagEditor tags={field.value} onChange={field.onChange} error={errors.tags?.message} />
          )}
        />
      </Card>

      <Card aria-labelledby="edit-file-title">
        <CardTitle id="edit-file-title">Files</CardTitle>
        <Controller
          control={control}
          name="files"
          render={({ field }) => (
            <FilesField files={field.value} onChange={field.onChange} disabled={saving} />
          )}
        />
      </Card>

      <Card aria-labelledby="edit-image-title">
        <CardTitle id="edit-image-title">Gallery</CardTitle>
        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <GalleryField
              images={field.value}
              onChange={field.onChange}
              title={watch('title')}
              showErrors={formState.isSubmitted}
              disabled={saving}
            />
          )}
        />
      </Card>

      <Card aria-labelledby="edit-writeup-title">
        <CardTitle id="edit-writeup-title">Write-up</CardTitle>
        <Controller
          control={control}
          name="writeup"
          render={({ field }) => (
            <WriteupEditor value={field.value} onChange={field.onChange} disabled={saving} />
          )}
        />
      </Card>

      {progress !== null && <ProgressBar value={progress} label="Upload progress" />}
      <Actions>
        <ButtonLink as={Link} to={paths.home()} $variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </Actions>
    </Form>
  );
}
