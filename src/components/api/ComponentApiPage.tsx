import * as React from 'react';
import Alert from '@mui/material/Alert';
import type { ApiClass, ApiComponentOutline, ApiRows, ApiRowsOutline, ApiSlot } from '@site/src/api/types';
import { API_SECTION_IDS, rowAnchor } from '@site/src/api/names';
import ApiMarkdown, { ApiLinksProvider } from './ApiMarkdown';
import ApiRowsSection from './ApiRowsSection';
import PropRows, { DeprecatedChip, type RowsLoading } from './PropRows';
import { DemosSection, ImportSection } from './ApiPageParts';
import ApiPageRoot from './ApiPageRoot';

function PropsIntro({ data }: { data: ApiComponentOutline }) {
  return (
    <div className="api-note">
      {data.outline.propNames.length === 0 && <p>This component takes no props.</p>}
      {data.forwardsRefTo && (
        <p className="api-ref-note">
          The <code>ref</code> is forwarded to the root element (<code>{data.forwardsRefTo}</code>).
        </p>
      )}
      {data.muiName && (
        <p className="api-theme-note">
          Theme default props: set them under <code>{`components.${data.muiName}.defaultProps`}</code> in your
          theme.
        </p>
      )}
      {data.hiddenProps && data.hiddenProps.length > 0 && (
        <p>
          Props reserved for internal use are not listed:{' '}
          {data.hiddenProps.map((name, index) => (
            <React.Fragment key={name}>
              {index > 0 && ', '}
              <code>{name}</code>
            </React.Fragment>
          ))}
          .
        </p>
      )}
    </div>
  );
}

/**
 * A slot default is a component name (plain text in the cell's code font, like a prop's default), or for
 * a few slots a sentence describing the choice.
 */
function SlotDefault({ value }: { value: string | undefined }) {
  if (!value) return '—';
  return /^[\w.'"]+$/.test(value) ? value : <ApiMarkdown source={value} inline />;
}

function SlotsSection({
  slots,
  outline,
  ...loading
}: { slots: ApiSlot[] | undefined; outline: ApiRowsOutline } & RowsLoading) {
  if (outline.slotCount === 0) return null;
  return (
    <ApiRowsSection<ApiSlot>
      section="slots"
      title="Slots"
      headingId={API_SECTION_IDS.slots}
      rows={slots}
      noun="slots"
      {...loading}
      rowKey={(slot) => slot.name}
      anchorOf={(slot) => rowAnchor('slots', slot.name)}
      renderName={(slot) => slot.name}
      nameHeader="Slot name"
      fields={[
        { label: 'Default', className: 'api-code', render: (slot) => <SlotDefault value={slot.default} /> },
        // Shown only on pages where some slot has a class: elsewhere it would be a column of dashes.
        ...(slots?.some((slot) => slot.className)
          ? [
              {
                label: 'Class',
                className: 'api-code',
                render: (slot: ApiSlot) => (slot.className ? `.${slot.className}` : '—'),
              },
            ]
          : []),
      ]}
      renderDescription={(slot) => <ApiMarkdown source={slot.description} inline />}
      intro={
        <p className="api-note">
          Replace a part of the component through the <code>slots</code> prop and pass props to it through{' '}
          <code>slotProps</code>.
        </p>
      }
    />
  );
}

function ClassesSection({
  name,
  classes,
  outline,
  hasClassesProp,
  ...loading
}: {
  name: string;
  classes: ApiClass[] | undefined;
  outline: ApiRowsOutline;
  hasClassesProp: boolean;
} & RowsLoading) {
  const example = outline.exampleClass;
  if (outline.classCount === 0 || !example) return null;
  return (
    <ApiRowsSection<ApiClass>
      section="classes"
      title="CSS classes"
      headingId={API_SECTION_IDS.classes}
      rows={classes}
      noun="CSS classes"
      {...loading}
      rowKey={(entry) => entry.key}
      anchorOf={(entry) => rowAnchor('classes', entry.className)}
      renderName={(entry) => (
        <>
          .{entry.className}
          {entry.isGlobal && (
            <span
              className="api-chip api-chip-global"
              title="A global state class shared by every MUI component"
            >
              Global
            </span>
          )}
          {entry.deprecated !== undefined && <DeprecatedChip />}
        </>
      )}
      nameHeader="Class name"
      // The extraction names every class `<prefix>-<rule name>` (plugins/api-docs/classes.ts), so the intro
      // says so once instead of a column repeating it on every row (239 on the DataGrid page).
      fields={[]}
      renderDescription={(entry) => (
        <>
          {entry.deprecated ? <ApiMarkdown source={`Deprecated: ${entry.deprecated}`} /> : null}
          <ApiMarkdown source={entry.description} inline={!entry.deprecated && !entry.slot} />
          {entry.slot && entry.component && (
            <ApiMarkdown
              source={`Set on the [[${entry.component}]] rendered by the \`${entry.slot}\` slot.`}
            />
          )}
        </>
      )}
      intro={
        outline.classesFromSlots ? (
          <p className="api-note">
            {name} has no classes of its own: these are the classes of the components its slots render. Target
            them in your CSS, or style those components through their own <code>classes</code> prop or theme
            entry.
          </p>
        ) : (
          <p className="api-note">
            Target these classes in your CSS, or use their rule names as keys of{' '}
            {hasClassesProp ? (
              <>
                the <code>classes</code> prop and of{' '}
              </>
            ) : null}
            the theme&apos;s <code>styleOverrides</code>. A rule name is the class name without its prefix:{' '}
            <code>.{example.className}</code> is <code>{example.key}</code>.
          </p>
        )
      }
    />
  );
}

/**
 * A generated component API page: demos, imports, props, slots and CSS classes. The rows come apart from the
 * page (src/api/rowsStore.ts): `rows` is undefined until they are here.
 */
export default function ComponentApiPage({
  data,
  rows,
  ...loading
}: { data: ApiComponentOutline; rows: ApiRows | undefined } & RowsLoading) {
  const { outline } = data;
  return (
    <ApiLinksProvider links={data.links}>
      <ApiPageRoot className="api-page" data-component={data.name}>
        {data.deprecated !== undefined && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <strong>This component is deprecated.</strong>{' '}
            {data.deprecated ? <ApiMarkdown source={data.deprecated} /> : null}
          </Alert>
        )}
        {data.description && <ApiMarkdown source={data.description} />}
        <DemosSection demos={data.demos} />
        <ImportSection imports={data.imports} />
        <PropRows
          props={rows?.props}
          total={outline.propNames.length}
          title="Props"
          headingId={API_SECTION_IDS.props}
          intro={<PropsIntro data={data} />}
          {...loading}
        />
        <SlotsSection slots={rows?.slots} outline={outline} {...loading} />
        <ClassesSection
          name={data.name}
          classes={rows?.classes}
          outline={outline}
          hasClassesProp={outline.propNames.includes('classes')}
          {...loading}
        />
      </ApiPageRoot>
    </ApiLinksProvider>
  );
}
