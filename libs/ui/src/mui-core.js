// Written by `npm run mui-core`: the modules of MUI that the shell's first load holds,
// and those of the components it offers beyond it, taken by the remotes
// (libs/federation/vite/mui-core.ts). Not to be edited by hand.
import * as clsx_dist_clsx from '../../../node_modules/clsx/dist/clsx.mjs';
import * as emotion_hash_dist_emotion_hash from '../../../node_modules/@emotion/hash/dist/emotion-hash.esm.js';
import * as emotion_memoize_dist_emotion_memoize from '../../../node_modules/@emotion/memoize/dist/emotion-memoize.esm.js';
import * as emotion_serialize_dist_emotion_serialize from '../../../node_modules/@emotion/serialize/dist/emotion-serialize.esm.js';
import * as emotion_unitless_dist_emotion_unitless from '../../../node_modules/@emotion/unitless/dist/emotion-unitless.esm.js';
import * as mui_icons_material_ChatBubbleOutlineOutlined from '../../../node_modules/@mui/icons-material/ChatBubbleOutlineOutlined.mjs';
import * as mui_icons_material_Menu from '../../../node_modules/@mui/icons-material/Menu.mjs';
import * as mui_material_Alert_Alert from '../../../node_modules/@mui/material/Alert/Alert.mjs';
import * as mui_material_Alert_alertClasses from '../../../node_modules/@mui/material/Alert/alertClasses.mjs';
import * as mui_material_AppBar_AppBar from '../../../node_modules/@mui/material/AppBar/AppBar.mjs';
import * as mui_material_AppBar_appBarClasses from '../../../node_modules/@mui/material/AppBar/appBarClasses.mjs';
import * as mui_material_Box_Box from '../../../node_modules/@mui/material/Box/Box.mjs';
import * as mui_material_Box_boxClasses from '../../../node_modules/@mui/material/Box/boxClasses.mjs';
import * as mui_material_ButtonBase_ButtonBase from '../../../node_modules/@mui/material/ButtonBase/ButtonBase.mjs';
import * as mui_material_ButtonBase_Ripple from '../../../node_modules/@mui/material/ButtonBase/Ripple.mjs';
import * as mui_material_ButtonBase_TouchRipple from '../../../node_modules/@mui/material/ButtonBase/TouchRipple.mjs';
import * as mui_material_ButtonBase_buttonBaseClasses from '../../../node_modules/@mui/material/ButtonBase/buttonBaseClasses.mjs';
import * as mui_material_ButtonBase_touchRippleClasses from '../../../node_modules/@mui/material/ButtonBase/touchRippleClasses.mjs';
import * as mui_material_ButtonBase_useButtonBase from '../../../node_modules/@mui/material/ButtonBase/useButtonBase.mjs';
import * as mui_material_ButtonGroup_ButtonGroupButtonContext from '../../../node_modules/@mui/material/ButtonGroup/ButtonGroupButtonContext.mjs';
import * as mui_material_ButtonGroup_ButtonGroupContext from '../../../node_modules/@mui/material/ButtonGroup/ButtonGroupContext.mjs';
import * as mui_material_Button_Button from '../../../node_modules/@mui/material/Button/Button.mjs';
import * as mui_material_Button_buttonClasses from '../../../node_modules/@mui/material/Button/buttonClasses.mjs';
import * as mui_material_CircularProgress_CircularProgress from '../../../node_modules/@mui/material/CircularProgress/CircularProgress.mjs';
import * as mui_material_CircularProgress_circularProgressClasses from '../../../node_modules/@mui/material/CircularProgress/circularProgressClasses.mjs';
import * as mui_material_CssBaseline_CssBaseline from '../../../node_modules/@mui/material/CssBaseline/CssBaseline.mjs';
import * as mui_material_DefaultPropsProvider_DefaultPropsProvider from '../../../node_modules/@mui/material/DefaultPropsProvider/DefaultPropsProvider.mjs';
import * as mui_material_GlobalStyles_GlobalStyles from '../../../node_modules/@mui/material/GlobalStyles/GlobalStyles.mjs';
import * as mui_material_IconButton_IconButton from '../../../node_modules/@mui/material/IconButton/IconButton.mjs';
import * as mui_material_IconButton_iconButtonClasses from '../../../node_modules/@mui/material/IconButton/iconButtonClasses.mjs';
import * as mui_material_LinearProgress_LinearProgress from '../../../node_modules/@mui/material/LinearProgress/LinearProgress.mjs';
import * as mui_material_LinearProgress_linearProgressClasses from '../../../node_modules/@mui/material/LinearProgress/linearProgressClasses.mjs';
import * as mui_material_Link_Link from '../../../node_modules/@mui/material/Link/Link.mjs';
import * as mui_material_Link_getTextDecoration from '../../../node_modules/@mui/material/Link/getTextDecoration.mjs';
import * as mui_material_Link_linkClasses from '../../../node_modules/@mui/material/Link/linkClasses.mjs';
import * as mui_material_Paper_Paper from '../../../node_modules/@mui/material/Paper/Paper.mjs';
import * as mui_material_Paper_paperClasses from '../../../node_modules/@mui/material/Paper/paperClasses.mjs';
import * as mui_material_SvgIcon_SvgIcon from '../../../node_modules/@mui/material/SvgIcon/SvgIcon.mjs';
import * as mui_material_SvgIcon_createSvgIcon from '../../../node_modules/@mui/material/SvgIcon/createSvgIcon.mjs';
import * as mui_material_SvgIcon_svgIconClasses from '../../../node_modules/@mui/material/SvgIcon/svgIconClasses.mjs';
import * as mui_material_Toolbar_Toolbar from '../../../node_modules/@mui/material/Toolbar/Toolbar.mjs';
import * as mui_material_Toolbar_toolbarClasses from '../../../node_modules/@mui/material/Toolbar/toolbarClasses.mjs';
import * as mui_material_Typography_Typography from '../../../node_modules/@mui/material/Typography/Typography.mjs';
import * as mui_material_Typography_typographyClasses from '../../../node_modules/@mui/material/Typography/typographyClasses.mjs';
import * as mui_material_colors_blue from '../../../node_modules/@mui/material/colors/blue.mjs';
import * as mui_material_colors_common from '../../../node_modules/@mui/material/colors/common.mjs';
import * as mui_material_colors_green from '../../../node_modules/@mui/material/colors/green.mjs';
import * as mui_material_colors_grey from '../../../node_modules/@mui/material/colors/grey.mjs';
import * as mui_material_colors_lightBlue from '../../../node_modules/@mui/material/colors/lightBlue.mjs';
import * as mui_material_colors_orange from '../../../node_modules/@mui/material/colors/orange.mjs';
import * as mui_material_colors_purple from '../../../node_modules/@mui/material/colors/purple.mjs';
import * as mui_material_colors_red from '../../../node_modules/@mui/material/colors/red.mjs';
import * as mui_material_internal_svg_icons_Close from '../../../node_modules/@mui/material/internal/svg-icons/Close.mjs';
import * as mui_material_internal_svg_icons_ErrorOutline from '../../../node_modules/@mui/material/internal/svg-icons/ErrorOutline.mjs';
import * as mui_material_internal_svg_icons_InfoOutlined from '../../../node_modules/@mui/material/internal/svg-icons/InfoOutlined.mjs';
import * as mui_material_internal_svg_icons_ReportProblemOutlined from '../../../node_modules/@mui/material/internal/svg-icons/ReportProblemOutlined.mjs';
import * as mui_material_internal_svg_icons_SuccessOutlined from '../../../node_modules/@mui/material/internal/svg-icons/SuccessOutlined.mjs';
import * as mui_material_styles_ThemeProvider from '../../../node_modules/@mui/material/styles/ThemeProvider.mjs';
import * as mui_material_styles_ThemeProviderNoVars from '../../../node_modules/@mui/material/styles/ThemeProviderNoVars.mjs';
import * as mui_material_styles_createMixins from '../../../node_modules/@mui/material/styles/createMixins.mjs';
import * as mui_material_styles_createMotion from '../../../node_modules/@mui/material/styles/createMotion.mjs';
import * as mui_material_styles_createPalette from '../../../node_modules/@mui/material/styles/createPalette.mjs';
import * as mui_material_styles_createTheme from '../../../node_modules/@mui/material/styles/createTheme.mjs';
import * as mui_material_styles_createThemeNoVars from '../../../node_modules/@mui/material/styles/createThemeNoVars.mjs';
import * as mui_material_styles_createTransitions from '../../../node_modules/@mui/material/styles/createTransitions.mjs';
import * as mui_material_styles_createTypography from '../../../node_modules/@mui/material/styles/createTypography.mjs';
import * as mui_material_styles_defaultTheme from '../../../node_modules/@mui/material/styles/defaultTheme.mjs';
import * as mui_material_styles_focusVisible from '../../../node_modules/@mui/material/styles/focusVisible.mjs';
import * as mui_material_styles_getOverlayAlpha from '../../../node_modules/@mui/material/styles/getOverlayAlpha.mjs';
import * as mui_material_styles_identifier from '../../../node_modules/@mui/material/styles/identifier.mjs';
import * as mui_material_styles_reducedMotion from '../../../node_modules/@mui/material/styles/reducedMotion.mjs';
import * as mui_material_styles_rootShouldForwardProp from '../../../node_modules/@mui/material/styles/rootShouldForwardProp.mjs';
import * as mui_material_styles_shadows from '../../../node_modules/@mui/material/styles/shadows.mjs';
import * as mui_material_styles_slotShouldForwardProp from '../../../node_modules/@mui/material/styles/slotShouldForwardProp.mjs';
import * as mui_material_styles_stringifyTheme from '../../../node_modules/@mui/material/styles/stringifyTheme.mjs';
import * as mui_material_styles_styled from '../../../node_modules/@mui/material/styles/styled.mjs';
import * as mui_material_styles_useTheme from '../../../node_modules/@mui/material/styles/useTheme.mjs';
import * as mui_material_styles_zIndex from '../../../node_modules/@mui/material/styles/zIndex.mjs';
import * as mui_material_transitions_useReducedMotion from '../../../node_modules/@mui/material/transitions/useReducedMotion.mjs';
import * as mui_material_transitions_utils from '../../../node_modules/@mui/material/transitions/utils.mjs';
import * as mui_material_useLazyRipple_useLazyRipple from '../../../node_modules/@mui/material/useLazyRipple/useLazyRipple.mjs';
import * as mui_material_utils_capitalize from '../../../node_modules/@mui/material/utils/capitalize.mjs';
import * as mui_material_utils_createSimplePaletteValueFilter from '../../../node_modules/@mui/material/utils/createSimplePaletteValueFilter.mjs';
import * as mui_material_utils_memoTheme from '../../../node_modules/@mui/material/utils/memoTheme.mjs';
import * as mui_material_utils_useEventCallback from '../../../node_modules/@mui/material/utils/useEventCallback.mjs';
import * as mui_material_utils_useFocusableWhenDisabled from '../../../node_modules/@mui/material/utils/useFocusableWhenDisabled.mjs';
import * as mui_material_utils_useForkRef from '../../../node_modules/@mui/material/utils/useForkRef.mjs';
import * as mui_material_utils_useId from '../../../node_modules/@mui/material/utils/useId.mjs';
import * as mui_material_utils_useSlot from '../../../node_modules/@mui/material/utils/useSlot.mjs';
import * as mui_private_theming_ThemeProvider_ThemeProvider from '../../../node_modules/@mui/private-theming/ThemeProvider/ThemeProvider.mjs';
import * as mui_private_theming_ThemeProvider_nested from '../../../node_modules/@mui/private-theming/ThemeProvider/nested.mjs';
import * as mui_private_theming_useTheme_ThemeContext from '../../../node_modules/@mui/private-theming/useTheme/ThemeContext.mjs';
import * as mui_private_theming_useTheme_useTheme from '../../../node_modules/@mui/private-theming/useTheme/useTheme.mjs';
import * as mui_styled_engine_GlobalStyles_GlobalStyles from '../../../node_modules/@mui/styled-engine/GlobalStyles/GlobalStyles.mjs';
import * as mui_system_DefaultPropsProvider_DefaultPropsProvider from '../../../node_modules/@mui/system/DefaultPropsProvider/DefaultPropsProvider.mjs';
import * as mui_system_GlobalStyles_GlobalStyles from '../../../node_modules/@mui/system/GlobalStyles/GlobalStyles.mjs';
import * as mui_system_ThemeProvider_ThemeProvider from '../../../node_modules/@mui/system/ThemeProvider/ThemeProvider.mjs';
import * as mui_system_ThemeProvider_useLayerOrder from '../../../node_modules/@mui/system/ThemeProvider/useLayerOrder.mjs';
import * as mui_system_borders_borders from '../../../node_modules/@mui/system/borders/borders.mjs';
import * as mui_system_breakpoints_breakpoints from '../../../node_modules/@mui/system/breakpoints/breakpoints.mjs';
import * as mui_system_colorManipulator_colorManipulator from '../../../node_modules/@mui/system/colorManipulator/colorManipulator.mjs';
import * as mui_system_compose_compose from '../../../node_modules/@mui/system/compose/compose.mjs';
import * as mui_system_createBox_createBox from '../../../node_modules/@mui/system/createBox/createBox.mjs';
import * as mui_system_createBreakpoints_createBreakpoints from '../../../node_modules/@mui/system/createBreakpoints/createBreakpoints.mjs';
import * as mui_system_createStyled_createStyled from '../../../node_modules/@mui/system/createStyled/createStyled.mjs';
import * as mui_system_createTheme_applyStyles from '../../../node_modules/@mui/system/createTheme/applyStyles.mjs';
import * as mui_system_createTheme_createSpacing from '../../../node_modules/@mui/system/createTheme/createSpacing.mjs';
import * as mui_system_createTheme_createTheme from '../../../node_modules/@mui/system/createTheme/createTheme.mjs';
import * as mui_system_createTheme_shape from '../../../node_modules/@mui/system/createTheme/shape.mjs';
import * as mui_system_cssContainerQueries_cssContainerQueries from '../../../node_modules/@mui/system/cssContainerQueries/cssContainerQueries.mjs';
import * as mui_system_cssGrid_cssGrid from '../../../node_modules/@mui/system/cssGrid/cssGrid.mjs';
import * as mui_system_memoTheme from '../../../node_modules/@mui/system/memoTheme.mjs';
import * as mui_system_merge_merge from '../../../node_modules/@mui/system/merge/merge.mjs';
import * as mui_system_palette_palette from '../../../node_modules/@mui/system/palette/palette.mjs';
import * as mui_system_preprocessStyles from '../../../node_modules/@mui/system/preprocessStyles.mjs';
import * as mui_system_sizing_sizing from '../../../node_modules/@mui/system/sizing/sizing.mjs';
import * as mui_system_spacing_spacing from '../../../node_modules/@mui/system/spacing/spacing.mjs';
import * as mui_system_styleFunctionSx_defaultSxConfig from '../../../node_modules/@mui/system/styleFunctionSx/defaultSxConfig.mjs';
import * as mui_system_styleFunctionSx_styleFunctionSx from '../../../node_modules/@mui/system/styleFunctionSx/styleFunctionSx.mjs';
import * as mui_system_style_style from '../../../node_modules/@mui/system/style/style.mjs';
import * as mui_system_useThemeWithoutDefault_useThemeWithoutDefault from '../../../node_modules/@mui/system/useThemeWithoutDefault/useThemeWithoutDefault.mjs';
import * as mui_system_useTheme_useTheme from '../../../node_modules/@mui/system/useTheme/useTheme.mjs';
import * as mui_utils_ClassNameGenerator_ClassNameGenerator from '../../../node_modules/@mui/utils/ClassNameGenerator/ClassNameGenerator.mjs';
import * as mui_utils_appendOwnerState_appendOwnerState from '../../../node_modules/@mui/utils/appendOwnerState/appendOwnerState.mjs';
import * as mui_utils_capitalize_capitalize from '../../../node_modules/@mui/utils/capitalize/capitalize.mjs';
import * as mui_utils_clamp_clamp from '../../../node_modules/@mui/utils/clamp/clamp.mjs';
import * as mui_utils_composeClasses_composeClasses from '../../../node_modules/@mui/utils/composeClasses/composeClasses.mjs';
import * as mui_utils_deepmerge_deepmerge from '../../../node_modules/@mui/utils/deepmerge/deepmerge.mjs';
import * as mui_utils_extractEventHandlers_extractEventHandlers from '../../../node_modules/@mui/utils/extractEventHandlers/extractEventHandlers.mjs';
import * as mui_utils_fastDeepAssign_fastDeepAssign from '../../../node_modules/@mui/utils/fastDeepAssign/fastDeepAssign.mjs';
import * as mui_utils_formatMuiErrorMessage_formatMuiErrorMessage from '../../../node_modules/@mui/utils/formatMuiErrorMessage/formatMuiErrorMessage.mjs';
import * as mui_utils_generateUtilityClass_generateUtilityClass from '../../../node_modules/@mui/utils/generateUtilityClass/generateUtilityClass.mjs';
import * as mui_utils_generateUtilityClasses_generateUtilityClasses from '../../../node_modules/@mui/utils/generateUtilityClasses/generateUtilityClasses.mjs';
import * as mui_utils_isEventHandler_isEventHandler from '../../../node_modules/@mui/utils/isEventHandler/isEventHandler.mjs';
import * as mui_utils_isFocusVisible_isFocusVisible from '../../../node_modules/@mui/utils/isFocusVisible/isFocusVisible.mjs';
import * as mui_utils_isHostComponent_isHostComponent from '../../../node_modules/@mui/utils/isHostComponent/isHostComponent.mjs';
import * as mui_utils_isObjectEmpty_isObjectEmpty from '../../../node_modules/@mui/utils/isObjectEmpty/isObjectEmpty.mjs';
import * as mui_utils_mergeSlotProps_mergeSlotProps from '../../../node_modules/@mui/utils/mergeSlotProps/mergeSlotProps.mjs';
import * as mui_utils_omitEventHandlers_omitEventHandlers from '../../../node_modules/@mui/utils/omitEventHandlers/omitEventHandlers.mjs';
import * as mui_utils_resolveComponentProps_resolveComponentProps from '../../../node_modules/@mui/utils/resolveComponentProps/resolveComponentProps.mjs';
import * as mui_utils_resolveProps_resolveProps from '../../../node_modules/@mui/utils/resolveProps/resolveProps.mjs';
import * as mui_utils_useEnhancedEffect_useEnhancedEffect from '../../../node_modules/@mui/utils/useEnhancedEffect/useEnhancedEffect.mjs';
import * as mui_utils_useEventCallback_useEventCallback from '../../../node_modules/@mui/utils/useEventCallback/useEventCallback.mjs';
import * as mui_utils_useForkRef_useForkRef from '../../../node_modules/@mui/utils/useForkRef/useForkRef.mjs';
import * as mui_utils_useId_useId from '../../../node_modules/@mui/utils/useId/useId.mjs';
import * as mui_utils_useLazyRef_useLazyRef from '../../../node_modules/@mui/utils/useLazyRef/useLazyRef.mjs';
import * as mui_utils_useOnMount_useOnMount from '../../../node_modules/@mui/utils/useOnMount/useOnMount.mjs';
import * as mui_utils_useTimeout_useTimeout from '../../../node_modules/@mui/utils/useTimeout/useTimeout.mjs';

export const version = '75bc0dbc868a';

export const core = {
  clsx_dist_clsx,
  emotion_hash_dist_emotion_hash,
  emotion_memoize_dist_emotion_memoize,
  emotion_serialize_dist_emotion_serialize,
  emotion_unitless_dist_emotion_unitless,
  mui_icons_material_ChatBubbleOutlineOutlined,
  mui_icons_material_Menu,
  mui_material_Alert_Alert,
  mui_material_Alert_alertClasses,
  mui_material_AppBar_AppBar,
  mui_material_AppBar_appBarClasses,
  mui_material_Box_Box,
  mui_material_Box_boxClasses,
  mui_material_ButtonBase_ButtonBase,
  mui_material_ButtonBase_Ripple,
  mui_material_ButtonBase_TouchRipple,
  mui_material_ButtonBase_buttonBaseClasses,
  mui_material_ButtonBase_touchRippleClasses,
  mui_material_ButtonBase_useButtonBase,
  mui_material_ButtonGroup_ButtonGroupButtonContext,
  mui_material_ButtonGroup_ButtonGroupContext,
  mui_material_Button_Button,
  mui_material_Button_buttonClasses,
  mui_material_CircularProgress_CircularProgress,
  mui_material_CircularProgress_circularProgressClasses,
  mui_material_CssBaseline_CssBaseline,
  mui_material_DefaultPropsProvider_DefaultPropsProvider,
  mui_material_GlobalStyles_GlobalStyles,
  mui_material_IconButton_IconButton,
  mui_material_IconButton_iconButtonClasses,
  mui_material_LinearProgress_LinearProgress,
  mui_material_LinearProgress_linearProgressClasses,
  mui_material_Link_Link,
  mui_material_Link_getTextDecoration,
  mui_material_Link_linkClasses,
  mui_material_Paper_Paper,
  mui_material_Paper_paperClasses,
  mui_material_SvgIcon_SvgIcon,
  mui_material_SvgIcon_createSvgIcon,
  mui_material_SvgIcon_svgIconClasses,
  mui_material_Toolbar_Toolbar,
  mui_material_Toolbar_toolbarClasses,
  mui_material_Typography_Typography,
  mui_material_Typography_typographyClasses,
  mui_material_colors_blue,
  mui_material_colors_common,
  mui_material_colors_green,
  mui_material_colors_grey,
  mui_material_colors_lightBlue,
  mui_material_colors_orange,
  mui_material_colors_purple,
  mui_material_colors_red,
  mui_material_internal_svg_icons_Close,
  mui_material_internal_svg_icons_ErrorOutline,
  mui_material_internal_svg_icons_InfoOutlined,
  mui_material_internal_svg_icons_ReportProblemOutlined,
  mui_material_internal_svg_icons_SuccessOutlined,
  mui_material_styles_ThemeProvider,
  mui_material_styles_ThemeProviderNoVars,
  mui_material_styles_createMixins,
  mui_material_styles_createMotion,
  mui_material_styles_createPalette,
  mui_material_styles_createTheme,
  mui_material_styles_createThemeNoVars,
  mui_material_styles_createTransitions,
  mui_material_styles_createTypography,
  mui_material_styles_defaultTheme,
  mui_material_styles_focusVisible,
  mui_material_styles_getOverlayAlpha,
  mui_material_styles_identifier,
  mui_material_styles_reducedMotion,
  mui_material_styles_rootShouldForwardProp,
  mui_material_styles_shadows,
  mui_material_styles_slotShouldForwardProp,
  mui_material_styles_stringifyTheme,
  mui_material_styles_styled,
  mui_material_styles_useTheme,
  mui_material_styles_zIndex,
  mui_material_transitions_useReducedMotion,
  mui_material_transitions_utils,
  mui_material_useLazyRipple_useLazyRipple,
  mui_material_utils_capitalize,
  mui_material_utils_createSimplePaletteValueFilter,
  mui_material_utils_memoTheme,
  mui_material_utils_useEventCallback,
  mui_material_utils_useFocusableWhenDisabled,
  mui_material_utils_useForkRef,
  mui_material_utils_useId,
  mui_material_utils_useSlot,
  mui_private_theming_ThemeProvider_ThemeProvider,
  mui_private_theming_ThemeProvider_nested,
  mui_private_theming_useTheme_ThemeContext,
  mui_private_theming_useTheme_useTheme,
  mui_styled_engine_GlobalStyles_GlobalStyles,
  mui_system_DefaultPropsProvider_DefaultPropsProvider,
  mui_system_GlobalStyles_GlobalStyles,
  mui_system_ThemeProvider_ThemeProvider,
  mui_system_ThemeProvider_useLayerOrder,
  mui_system_borders_borders,
  mui_system_breakpoints_breakpoints,
  mui_system_colorManipulator_colorManipulator,
  mui_system_compose_compose,
  mui_system_createBox_createBox,
  mui_system_createBreakpoints_createBreakpoints,
  mui_system_createStyled_createStyled,
  mui_system_createTheme_applyStyles,
  mui_system_createTheme_createSpacing,
  mui_system_createTheme_createTheme,
  mui_system_createTheme_shape,
  mui_system_cssContainerQueries_cssContainerQueries,
  mui_system_cssGrid_cssGrid,
  mui_system_memoTheme,
  mui_system_merge_merge,
  mui_system_palette_palette,
  mui_system_preprocessStyles,
  mui_system_sizing_sizing,
  mui_system_spacing_spacing,
  mui_system_styleFunctionSx_defaultSxConfig,
  mui_system_styleFunctionSx_styleFunctionSx,
  mui_system_style_style,
  mui_system_useThemeWithoutDefault_useThemeWithoutDefault,
  mui_system_useTheme_useTheme,
  mui_utils_ClassNameGenerator_ClassNameGenerator,
  mui_utils_appendOwnerState_appendOwnerState,
  mui_utils_capitalize_capitalize,
  mui_utils_clamp_clamp,
  mui_utils_composeClasses_composeClasses,
  mui_utils_deepmerge_deepmerge,
  mui_utils_extractEventHandlers_extractEventHandlers,
  mui_utils_fastDeepAssign_fastDeepAssign,
  mui_utils_formatMuiErrorMessage_formatMuiErrorMessage,
  mui_utils_generateUtilityClass_generateUtilityClass,
  mui_utils_generateUtilityClasses_generateUtilityClasses,
  mui_utils_isEventHandler_isEventHandler,
  mui_utils_isFocusVisible_isFocusVisible,
  mui_utils_isHostComponent_isHostComponent,
  mui_utils_isObjectEmpty_isObjectEmpty,
  mui_utils_mergeSlotProps_mergeSlotProps,
  mui_utils_omitEventHandlers_omitEventHandlers,
  mui_utils_resolveComponentProps_resolveComponentProps,
  mui_utils_resolveProps_resolveProps,
  mui_utils_useEnhancedEffect_useEnhancedEffect,
  mui_utils_useEventCallback_useEventCallback,
  mui_utils_useForkRef_useForkRef,
  mui_utils_useId_useId,
  mui_utils_useLazyRef_useLazyRef,
  mui_utils_useOnMount_useOnMount,
  mui_utils_useTimeout_useTimeout,
};
