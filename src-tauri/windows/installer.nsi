; Tessera's Windows installer: 64-bit Windows 10 and 11, per user (no administrator needed).
;
; Built by `cargo xtask bundle --windows` with Debian's `makensis`, never by Tauri's bundler
; (which would download an NSIS plugin at build time). xtask passes the defines below:
;   VERSION   the app's version, e.g. 0.1.0
;   APP_EXE   the release build of tessera-app.exe (installed as Tessera.exe)
;   LOADER    WebView2Loader.dll, which that exe imports
;   ICON      icons/icon.ico
;   OUTFILE   where the installer is written
;
; What it installs, into %LOCALAPPDATA%\Programs\Tessera (the per-user program folder):
; Tessera.exe, WebView2Loader.dll, the icon and uninstall.exe; a Start-menu entry; the entry in
; Settings > Apps (HKCU), through which the uninstaller is also reached.
;
; The WebView2 runtime: Windows 11 has it, and Windows 10 has had it through Windows Update since
; 2021-2022. When it is missing, the installer offers to fetch Microsoft's Evergreen bootstrapper
; (about 2 MB, from Microsoft's own address, its signature checked) and runs it for this user.
; It is not bundled: that would mean downloading and redistributing Microsoft's file at build
; time, and this project builds only from its own registries.
;
; Uninstalling removes the program, the shortcut, the Apps entry and the webview's cache
; (%LOCALAPPDATA%\io.tessera.game), and keeps the player's saved games, settings and statistics
; (%APPDATA%\io.tessera.game): installing again finds them where they were.

Unicode true
ManifestDPIAware true
Target amd64-unicode
SetCompressor /SOLID lzma

!include "MUI2.nsh"
!include "LogicLib.nsh"
!include "x64.nsh"
!include "WinVer.nsh"
!include "FileFunc.nsh"

!define PRODUCT "Tessera"
!define IDENTIFIER "io.tessera.game"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${IDENTIFIER}"
; The WebView2 runtime's client id, under EdgeUpdate's Clients keys (Microsoft's documented test).
!define WEBVIEW2_GUID "{F3017226-FE2A-4295-8BDF-00C3A9A7E4C5}"
!define WEBVIEW2_BOOTSTRAPPER "https://go.microsoft.com/fwlink/p/?LinkId=2124703"

Name "${PRODUCT}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${PRODUCT}"
InstallDirRegKey HKCU "Software\${PRODUCT}" "InstallDir"
RequestExecutionLevel user
BrandingText "${PRODUCT} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "${PRODUCT}"
VIAddVersionKey /LANG=0 "FileDescription" "${PRODUCT} installer"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "LegalCopyright" "MIT licence"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\Tessera.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The app's 8 languages; Windows' own language picks one (English otherwise).
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Czech"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "French"
!insertmacro MUI_LANGUAGE "Norwegian"
!insertmacro MUI_LANGUAGE "Dutch"
!insertmacro MUI_LANGUAGE "Polish"
!insertmacro MUI_LANGUAGE "Swedish"

!include "strings.nsh"

Function .onInit
  ${IfNot} ${RunningX64}
  ${OrIfNot} ${AtLeastWin10}
    MessageBox MB_OK|MB_ICONSTOP "$(NeedsWindows64)" /SD IDOK
    Abort
  ${EndIf}
  SetRegView 64
FunctionEnd

; $0 becomes the installed WebView2 runtime's version, or "" when there is none.
Function WebView2Version
  ReadRegStr $0 HKLM "SOFTWARE\WOW6432Node\Microsoft\EdgeUpdate\Clients\${WEBVIEW2_GUID}" "pv"
  ${If} $0 == ""
  ${OrIf} $0 == "0.0.0.0"
    ReadRegStr $0 HKCU "Software\Microsoft\EdgeUpdate\Clients\${WEBVIEW2_GUID}" "pv"
  ${EndIf}
  ${If} $0 == "0.0.0.0"
    StrCpy $0 ""
  ${EndIf}
FunctionEnd

Function EnsureWebView2
  Call WebView2Version
  ${If} $0 != ""
    DetailPrint "WebView2 $0"
    Return
  ${EndIf}
  MessageBox MB_YESNO|MB_ICONQUESTION "$(WebView2Missing)" /SD IDYES IDYES fetch
  DetailPrint "$(WebView2Skipped)"
  Return
  fetch:
  DetailPrint "$(WebView2Fetching)"
  StrCpy $1 "$TEMP\MicrosoftEdgeWebview2Setup.exe"
  Delete $1
  ; Download over TLS 1.2 and accept the file only when Microsoft signed it.
  nsExec::ExecToLog `powershell.exe -NoProfile -NonInteractive -ExecutionPolicy Bypass -Command "$$ErrorActionPreference = 'Stop'; [Net.ServicePointManager]::SecurityProtocol = [Net.SecurityProtocolType]::Tls12; Invoke-WebRequest -UseBasicParsing -Uri '${WEBVIEW2_BOOTSTRAPPER}' -OutFile '$1'; $$s = Get-AuthenticodeSignature '$1'; if ($$s.Status -ne 'Valid' -or $$s.SignerCertificate.Subject -notmatch 'O=Microsoft Corporation') { Remove-Item '$1'; exit 3 }"`
  Pop $2
  ${If} $2 != "0"
  ${OrIfNot} ${FileExists} $1
    MessageBox MB_OK|MB_ICONEXCLAMATION "$(WebView2Failed)" /SD IDOK
    Return
  ${EndIf}
  ExecWait `"$1" /silent /install` $2
  Delete $1
  Call WebView2Version
  ${If} $0 == ""
    MessageBox MB_OK|MB_ICONEXCLAMATION "$(WebView2Failed)" /SD IDOK
  ${EndIf}
FunctionEnd

Section "Tessera"
  SetOutPath "$INSTDIR"
  File "/oname=Tessera.exe" "${APP_EXE}"
  File "${LOADER}"
  File "/oname=Tessera.ico" "${ICON}"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${PRODUCT}.lnk" "$INSTDIR\Tessera.exe" "" "$INSTDIR\Tessera.ico" 0

  WriteRegStr HKCU "Software\${PRODUCT}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${PRODUCT}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\Tessera.ico"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "Tessera"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"

  Call EnsureWebView2
SectionEnd

Section "Uninstall"
  Delete "$INSTDIR\Tessera.exe"
  Delete "$INSTDIR\WebView2Loader.dll"
  Delete "$INSTDIR\Tessera.ico"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${PRODUCT}.lnk"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "Software\${PRODUCT}"
  ; The webview's cache only; saved games, settings and statistics stay in $APPDATA.
  RMDir /r "$LOCALAPPDATA\${IDENTIFIER}"
SectionEnd
