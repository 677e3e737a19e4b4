<?xml version="1.0" encoding="UTF-8"?>
<!-- Lesson prose and code: the vocabulary coursec writes for a Markdown body
     (heading, para, list, snippet, pair, output, quiz, …) as XHTML. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml">

  <xsl:template match="body">
    <!-- `swift setup` blocks are shown nowhere; the page source says how many it leaves out. -->
    <xsl:if test="@hidden-blocks">
      <xsl:comment><xsl:value-of select="concat(' hidden blocks: ', @hidden-blocks, ' (swift setup) ')"/></xsl:comment>
    </xsl:if>
    <xsl:apply-templates/>
  </xsl:template>

  <!-- Markdown's # is the lesson's own level; the page's <h1> is the lesson title. -->
  <xsl:template match="heading">
    <xsl:variable name="level">
      <xsl:choose>
        <xsl:when test="@level &lt; 2">2</xsl:when>
        <xsl:otherwise><xsl:value-of select="@level"/></xsl:otherwise>
      </xsl:choose>
    </xsl:variable>
    <xsl:element name="h{$level}">
      <xsl:if test="@id"><xsl:attribute name="id"><xsl:value-of select="@id"/></xsl:attribute></xsl:if>
      <xsl:apply-templates/>
      <xsl:if test="@id">
        <xsl:text> </xsl:text>
        <!-- A link's name is its text: "#" alone names nothing to a screen reader.
             The name is hidden and the "#" drawn by site.css. -->
        <a class="anchor" href="#{@id}"><span class="anchor-name"><xsl:call-template name="word"><xsl:with-param name="key" select="'section-link'"/></xsl:call-template><xsl:text> </xsl:text><xsl:value-of select="normalize-space(.)"/></span></a>
      </xsl:if>
    </xsl:element>
  </xsl:template>

  <!-- Prose a translation still has in its source's language: marked with that
       language, and labelled in the page's (the label's own lang says so). -->
  <xsl:template match="untranslated">
    <div class="untranslated" lang="{@lang}" xml:lang="{@lang}">
      <p class="untranslated-label" lang="{/page/@lang}" xml:lang="{/page/@lang}">
        <xsl:call-template name="word"><xsl:with-param name="key" select="'untranslated-label'"/></xsl:call-template>
      </p>
      <xsl:apply-templates/>
    </div>
  </xsl:template>

  <!-- On an element holding a front matter field: its language, when that is
       not the page's (an untranslated title or summary), and the label as a tooltip. -->
  <xsl:template name="field-language">
    <xsl:param name="lang"/>
    <xsl:param name="class" select="''"/>
    <xsl:if test="$lang and $lang != /page/@lang">
      <xsl:attribute name="class"><xsl:value-of select="normalize-space(concat($class, ' untranslated'))"/></xsl:attribute>
      <xsl:attribute name="lang"><xsl:value-of select="$lang"/></xsl:attribute>
      <xsl:attribute name="xml:lang"><xsl:value-of select="$lang"/></xsl:attribute>
      <xsl:attribute name="title">
        <xsl:call-template name="word"><xsl:with-param name="key" select="'untranslated-label'"/></xsl:call-template>
      </xsl:attribute>
    </xsl:if>
  </xsl:template>

  <xsl:template match="para"><p><xsl:apply-templates/></p></xsl:template>
  <!-- An aside (`> Note: …`): its kind labelled in the page's language. -->
  <xsl:template match="aside">
    <div class="aside aside-{@kind}">
      <p class="aside-label">
        <xsl:call-template name="word"><xsl:with-param name="key" select="concat('aside-', @kind)"/></xsl:call-template>
      </p>
      <xsl:apply-templates/>
    </div>
  </xsl:template>
  <xsl:template match="quote"><blockquote><div><xsl:apply-templates/></div></blockquote></xsl:template>
  <xsl:template match="rule"><hr/></xsl:template>
  <xsl:template match="break"><br/></xsl:template>
  <xsl:template match="code"><code><xsl:apply-templates/></code></xsl:template>
  <xsl:template match="em"><em><xsl:apply-templates/></em></xsl:template>
  <xsl:template match="strong"><strong><xsl:apply-templates/></strong></xsl:template>
  <xsl:template match="del"><del><xsl:apply-templates/></del></xsl:template>
  <!-- Words of another language than the page's (Japanese quoted in a Turkish credit line). -->
  <xsl:template match="foreign"><span lang="{@lang}" xml:lang="{@lang}"><xsl:apply-templates/></span></xsl:template>
  <xsl:template match="image-text"><span class="image-alt"><xsl:apply-templates/></span></xsl:template>

  <xsl:template match="link">
    <a href="{@href}">
      <xsl:if test="@title"><xsl:attribute name="title"><xsl:value-of select="@title"/></xsl:attribute></xsl:if>
      <xsl:apply-templates/>
    </a>
  </xsl:template>

  <xsl:template match="list[@ordered = 'yes']">
    <ol>
      <xsl:if test="@start"><xsl:attribute name="class">start-<xsl:value-of select="@start"/></xsl:attribute></xsl:if>
      <xsl:apply-templates/>
    </ol>
  </xsl:template>
  <xsl:template match="list"><ul><xsl:apply-templates/></ul></xsl:template>
  <xsl:template match="item">
    <li>
      <xsl:if test="@task"><xsl:attribute name="class">task task-<xsl:value-of select="@task"/></xsl:attribute></xsl:if>
      <xsl:apply-templates/>
    </li>
  </xsl:template>

  <xsl:template match="table">
    <div class="table-wrap">
      <table>
        <xsl:choose>
          <xsl:when test="row[not(@header = 'yes')]">
            <xsl:if test="row[@header = 'yes']">
              <thead><xsl:apply-templates select="row[@header = 'yes']"/></thead>
            </xsl:if>
            <tbody><xsl:apply-templates select="row[not(@header = 'yes')]"/></tbody>
          </xsl:when>
          <!-- A table of headings only: XHTML 1.0 Strict wants a tbody with a row, so
               the heading row is that row, its cells still th. -->
          <xsl:otherwise>
            <tbody><xsl:apply-templates select="row"/></tbody>
          </xsl:otherwise>
        </xsl:choose>
      </table>
    </div>
  </xsl:template>
  <xsl:template match="row"><tr><xsl:apply-templates/></tr></xsl:template>
  <xsl:template match="row[@header = 'yes']/cell">
    <th><xsl:call-template name="cell-class"/><xsl:apply-templates/></th>
  </xsl:template>
  <xsl:template match="cell">
    <td><xsl:call-template name="cell-class"/><xsl:apply-templates/></td>
  </xsl:template>
  <xsl:template name="cell-class">
    <xsl:if test="@align"><xsl:attribute name="class">align-<xsl:value-of select="@align"/></xsl:attribute></xsl:if>
  </xsl:template>

  <!-- A run snippet and the output it prints under it, one panel (site.css). -->
  <xsl:template match="pair">
    <div class="pair"><xsl:apply-templates/></div>
  </xsl:template>

  <xsl:template match="snippet">
    <div id="{@id}" class="snippet role-{@role}">
      <div class="snippet-head">
        <xsl:choose>
          <xsl:when test="@name"><span class="file-name"><xsl:value-of select="@name"/></span></xsl:when>
          <!-- An Apple-only fragment has no file name: its bar says what it is. -->
          <xsl:when test="@role = 'apple'">
            <span class="file-name"><xsl:call-template name="word"><xsl:with-param name="key" select="'apple-only'"/></xsl:call-template></span>
          </xsl:when>
        </xsl:choose>
        <xsl:if test="@step">
          <span class="step">
            <xsl:call-template name="word">
              <xsl:with-param name="key" select="'step'"/>
              <xsl:with-param name="n" select="@step"/>
            </xsl:call-template>
          </span>
        </xsl:if>
        <xsl:if test="@badge">
          <!-- A group's checked blocks and rejected code look like "verified"; a block that
               ran unjudged has a look of its own (site.css), so it never reads as checked. -->
          <xsl:variable name="look">
            <xsl:if test="@badge = 'verified-in-context' or @badge = 'rejected'">badge-verified </xsl:if>
          </xsl:variable>
          <span class="badge {$look}badge-{@badge}">
            <xsl:call-template name="word"><xsl:with-param name="key" select="concat('badge-', @badge)"/></xsl:call-template>
          </span>
        </xsl:if>
      </div>
      <pre class="code"><code><xsl:apply-templates select="line"/></code></pre>
    </div>
  </xsl:template>

  <!-- Why a snippet failed and what it printed, under it (a build that allows failures). -->
  <xsl:template match="failure">
    <div class="failure">
      <p class="failure-title">
        <xsl:call-template name="word"><xsl:with-param name="key" select="'failure-title'"/></xsl:call-template>
      </p>
      <xsl:for-each select="reason">
        <p class="failure-reason"><xsl:value-of select="."/></p>
      </xsl:for-each>
      <xsl:if test="diagnostic">
        <ul class="failure-diagnostics">
          <xsl:for-each select="diagnostic">
            <li>
              <xsl:call-template name="word">
                <xsl:with-param name="key" select="'failure-line'"/>
                <xsl:with-param name="n" select="@line"/>
              </xsl:call-template>
              <xsl:text> </xsl:text>
              <code><xsl:value-of select="."/></code>
            </li>
          </xsl:for-each>
        </ul>
      </xsl:if>
      <xsl:if test="difference">
        <table class="failure-lines">
          <tr>
            <th><xsl:call-template name="word"><xsl:with-param name="key" select="'failure-expected'"/></xsl:call-template></th>
            <th><xsl:call-template name="word"><xsl:with-param name="key" select="'failure-actual'"/></xsl:call-template></th>
          </tr>
          <xsl:for-each select="difference">
            <tr class="verdict-{@verdict}">
              <td><xsl:if test="@expected"><code><xsl:value-of select="@expected"/></code></xsl:if></td>
              <td><xsl:if test="@actual"><code><xsl:value-of select="@actual"/></code></xsl:if></td>
            </tr>
          </xsl:for-each>
        </table>
      </xsl:if>
      <xsl:for-each select="printed">
        <div class="output printed">
          <div class="snippet-head">
            <span class="output-label">
              <xsl:call-template name="word"><xsl:with-param name="key" select="'failure-printed'"/></xsl:call-template>
            </span>
          </div>
          <pre class="code"><code><xsl:apply-templates select="line"/></code></pre>
        </div>
      </xsl:for-each>
    </div>
  </xsl:template>

  <xsl:template match="output">
    <div class="output">
      <div class="snippet-head">
        <span class="output-label">
          <xsl:call-template name="word"><xsl:with-param name="key" select="'output'"/></xsl:call-template>
        </span>
      </div>
      <pre class="code"><code><xsl:apply-templates select="line"/></code></pre>
    </div>
  </xsl:template>

  <xsl:template match="code-block">
    <div class="code-block">
      <pre class="code"><code><xsl:apply-templates select="line"/></code></pre>
    </div>
  </xsl:template>

  <!-- Lines are separated by a newline, so the text copies as it was written. -->
  <xsl:template match="line">
    <span>
      <xsl:attribute name="class">line<xsl:if test="@changed = 'yes'"> changed</xsl:if></xsl:attribute>
      <xsl:apply-templates/>
    </span>
    <xsl:if test="following-sibling::line"><xsl:text>&#10;</xsl:text></xsl:if>
  </xsl:template>

  <xsl:template match="tok"><span class="tok-{@class}"><xsl:value-of select="."/></span></xsl:template>

  <!-- XHTML 1.0 Strict has no <details>: the answer shows when its link makes it the :target. -->
  <xsl:template match="quiz">
    <div class="quiz">
      <ol class="quiz-choices" id="{@id}">
        <xsl:for-each select="choice"><li><xsl:apply-templates/></li></xsl:for-each>
      </ol>
      <p class="quiz-reveal">
        <a href="#{@id}_answer">
          <xsl:call-template name="word"><xsl:with-param name="key" select="'show-answer'"/></xsl:call-template>
        </a>
      </p>
      <div class="quiz-answer" id="{@id}_answer">
        <p>
          <strong><xsl:call-template name="word"><xsl:with-param name="key" select="'answer'"/></xsl:call-template></strong>
          <xsl:for-each select="choice[@correct = 'yes']">
            <xsl:text> </xsl:text>
            <span class="correct-choice"><xsl:apply-templates/></span>
          </xsl:for-each>
        </p>
      </div>
    </div>
  </xsl:template>
</xsl:stylesheet>
